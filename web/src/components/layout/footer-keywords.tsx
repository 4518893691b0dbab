import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FooterKeyword } from '@carsi/sdk/main';
import { useListFooterKeywords } from '@/lib/api/layout.ts';
import { paths } from '@/config/paths.ts';
import { linkListSx } from '@/lib/layout-styles.ts';
import { Link } from '../ui/link.tsx';

const OTHER = 'Çarşı';

function groupsOf(keywords: readonly FooterKeyword[]): [string, FooterKeyword[]][] {
  const groups = new Map<string, FooterKeyword[]>();
  for (const keyword of keywords) {
    const name = keyword.group ?? OTHER;
    groups.set(name, [...(groups.get(name) ?? []), keyword]);
  }
  return [...groups.entries()];
}

/** Popular searches by group (each a link to its search), then the brand and category directories. */
export function FooterKeywords() {
  const { data, isPending } = useListFooterKeywords();
  const groups = Array.isArray(data) ? groupsOf(data) : [];
  return (
    <Box component="nav" aria-label="Popüler aramalar" aria-busy={isPending} sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'rgba(255,255,255,0.16)' }}>
      {groups.map(([name, keywords]) => (
        <Box key={name} sx={{ mb: 1.5 }}>
          <Typography component="h2" variant="subtitle2" gutterBottom>
            {name}
          </Typography>
          <Box component="ul" sx={{ ...linkListSx, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
            {keywords.map((keyword) => (
              <li key={keyword.id}>
                <Link to={paths.search.getHref(keyword.keyword)} color="inherit" variant="body2">
                  {keyword.keyword}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      ))}
      <Box component="ul" sx={{ ...linkListSx, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <li>
          <Link to={paths.brands.getHref()} color="inherit" variant="body2">
            Tüm markalar
          </Link>
        </li>
        <li>
          <Link to={paths.categories.getHref()} color="inherit" variant="body2">
            Tüm kategoriler
          </Link>
        </li>
      </Box>
    </Box>
  );
}
