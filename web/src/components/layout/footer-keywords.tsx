import type { FooterKeyword } from '@carsi/sdk/main';
import { useListFooterKeywords } from '@/lib/api/layout.ts';
import { paths } from '@/config/paths.ts';
import { TextLink } from '../ui/text-link.tsx';

const OTHER = 'Çarşı';

function groupsOf(keywords: readonly FooterKeyword[]): [string, FooterKeyword[]][] {
  const groups = new Map<string, FooterKeyword[]>();
  for (const keyword of keywords) {
    const name = keyword.group ?? OTHER;
    groups.set(name, [...(groups.get(name) ?? []), keyword]);
  }
  return [...groups.entries()];
}

/** Popular searches by group (each a link to its search), then the brand and category directories (footer.css). */
export function FooterKeywords() {
  const { data, isPending } = useListFooterKeywords();
  const groups = Array.isArray(data) ? groupsOf(data) : [];
  return (
    <nav aria-label="Popüler aramalar" aria-busy={isPending} className="site-footer__keywords">
      {groups.map(([name, keywords]) => (
        <div key={name} className="site-footer__keyword-group">
          <h2 className="site-footer__keyword-heading">{name}</h2>
          <ul className="site-footer__inline-links">
            {keywords.map((keyword) => (
              <li key={keyword.id}>
                <TextLink to={paths.search.getHref(keyword.keyword)} color="inherit" variant="body2">
                  {keyword.keyword}
                </TextLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <ul className="site-footer__inline-links site-footer__directories">
        <li>
          <TextLink to={paths.brands.getHref()} color="inherit" variant="body2">
            Tüm markalar
          </TextLink>
        </li>
        <li>
          <TextLink to={paths.categories.getHref()} color="inherit" variant="body2">
            Tüm kategoriler
          </TextLink>
        </li>
      </ul>
    </nav>
  );
}
