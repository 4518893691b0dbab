import { useContentListStaticPages } from '@/lib/api/layout.ts';
import { coreStaticPages } from '@/config/app-links.ts';
import { paths } from '@/config/paths.ts';
import { TextLink } from '../ui/text-link.tsx';

/** The footer's "Kurumsal" column: every static page of the content service, the core ones if it fails (footer.css). */
export function FooterStaticPages() {
  const pages = useContentListStaticPages();
  const list = pages.data && pages.data.length > 0 ? pages.data : coreStaticPages;
  return (
    <>
      <h2 className="site-footer__heading">Kurumsal</h2>
      <ul className="site-footer__links" aria-busy={pages.isPending}>
        {list.map((page) => (
          <li key={page.slug}>
            <TextLink to={paths.staticPage.getHref(page.slug)} color="inherit">
              {page.title}
            </TextLink>
          </li>
        ))}
      </ul>
    </>
  );
}
