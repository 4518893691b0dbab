import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContentListStaticPages } from '@/lib/api/layout.ts';
import { coreStaticPages } from '@/config/app-links.ts';
import { paths } from '@/config/paths.ts';
import { linkListSx } from '@/lib/layout-styles.ts';
import { Link } from '../ui/link.tsx';

/** The footer's "Kurumsal" column: every static page of the content service, the core ones if it fails. */
export function FooterStaticPages() {
  const pages = useContentListStaticPages();
  const list = pages.data && pages.data.length > 0 ? pages.data : coreStaticPages;
  return (
    <>
      <Typography component="h2" variant="subtitle1" gutterBottom>
        Kurumsal
      </Typography>
      <Stack component="ul" spacing={1} sx={linkListSx} aria-busy={pages.isPending}>
        {list.map((page) => (
          <li key={page.slug}>
            <Link to={paths.staticPage.getHref(page.slug)} color="inherit">
              {page.title}
            </Link>
          </li>
        ))}
      </Stack>
    </>
  );
}
