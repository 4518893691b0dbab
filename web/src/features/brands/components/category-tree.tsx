import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Category } from '@carsi/sdk/main';
import { useListCategories } from '../api/sdk-hooks.ts';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { cardGridSx } from '@/lib/layout-styles.ts';

const childrenOf = (all: readonly Category[], parentId: number) => all.filter((category) => category.parentId === parentId);

/** Every marketplace category: a card per top category with its groups and their sub-categories. */
export function CategoryTree() {
  const categories = useListCategories();
  if (categories.isPending) return <Skeleton variant="rounded" height={320} aria-label="Kategoriler yükleniyor" />;
  if (categories.isError) return <LoadError onRetry={() => void categories.refetch()} />;
  const all = categories.data;
  const tops = all.filter((category) => category.level === 1);
  return (
    <Box
      component="ul"
      aria-label="Kategoriler"
      sx={cardGridSx}
    >
      {tops.map((top) => (
        <Paper key={top.id} component="li" variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6">
            <Link to={paths.category.getHref(top.slug)}>{top.name}</Link>
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {childrenOf(all, top.id).map((group) => (
              <Box component="li" key={group.id} sx={{ mt: 1 }}>
                <Link to={paths.category.getHref(group.slug)} sx={{ fontWeight: 600 }}>
                  {group.name}
                </Link>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: 1.5 }}>
                  {childrenOf(all, group.id).map((leaf) => (
                    <li key={leaf.id}>
                      <Link to={paths.category.getHref(leaf.slug)} variant="body2" color="textSecondary">
                        {leaf.name}
                      </Link>
                    </li>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
