import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useListCategories } from '../api/sdk-hooks.ts';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { ContentUnavailable } from './content-unavailable.tsx';
import { HomeSection } from './section.tsx';

interface FeaturedCategoriesFallbackProps {
  onRetry: () => void;
  retrying: boolean;
}

/**
 * When the editors' featured categories do not come (content service slow or down), the shop's own
 * top-level categories from the main API stand in, with a retry for the featured ones.
 */
export function FeaturedCategoriesFallback({ onRetry, retrying }: FeaturedCategoriesFallbackProps) {
  const categories = useListCategories({ query: { meta: { silent: true } } });
  const top = (categories.data ?? []).filter((category) => category.parentId === null);
  return (
    <HomeSection title="Kategoriler" moreLink={paths.categories.getHref()}>
      <ContentUnavailable what="Öne çıkan kategoriler" onRetry={onRetry} retrying={retrying} />
      {categories.isPending ? (
        <Skeleton variant="rounded" height={40} aria-label="Kategoriler yükleniyor" />
      ) : (
        top.length > 0 && (
          <Stack component="ul" direction="row" aria-label="Kategoriler" sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', gap: 1 }}>
            {top.map((category) => (
              <li key={category.id}>
                <Chip component={RouterLink} to={paths.category.getHref(category.slug)} label={category.name} clickable variant="outlined" />
              </li>
            ))}
          </Stack>
        )
      )}
    </HomeSection>
  );
}
