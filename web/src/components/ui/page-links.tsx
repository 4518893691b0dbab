import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { classNames } from '@/utils/class-names.ts';
import { pageItems } from './page-items.ts';
import { ShellIcon } from './shell-icons.tsx';

interface PageLinksProps {
  page: number;
  totalPages: number;
  hrefForPage: (page: number) => string;
}

/**
 * Page links (real links, so each page has its own address and opens in a new tab too), drawn as MUI's
 * Pagination without MUI (page-links.css): they close every list page.
 */
export function PageLinks({ page, totalPages, hrefForPage }: PageLinksProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(page, totalPages);
  const step = (target: number, label: string, icon: ReactNode) =>
    target < 1 || target > totalPages ? (
      // No page that way: a disabled button, as MUI's Pagination draws it.
      <button type="button" className="page-links__item page-links__item--disabled" disabled aria-label={label}>
        {icon}
      </button>
    ) : (
      <RouterLink className="page-links__item" to={hrefForPage(target)} aria-label={label}>
        {icon}
      </RouterLink>
    );
  return (
    <nav aria-label="Sayfalar" className="page-links">
      <ul>
        <li>{step(current - 1, 'Önceki sayfa', <ShellIcon name="before" className="page-links__icon" />)}</li>
        {pageItems(current, totalPages).map((item) =>
          'gap' in item ? (
            <li key={item.gap}>
              <span className="page-links__gap">…</span>
            </li>
          ) : (
            <li key={item.page}>
              <RouterLink
                className={classNames('page-links__item', item.page === current && 'page-links__item--current')}
                to={hrefForPage(item.page)}
                aria-current={item.page === current ? 'page' : undefined}
                aria-label={item.page === current ? `Sayfa ${item.page}, şu anki sayfa` : `Sayfa ${item.page}`}
              >
                {item.page}
              </RouterLink>
            </li>
          ),
        )}
        <li>{step(current + 1, 'Sonraki sayfa', <ShellIcon name="next" className="page-links__icon" />)}</li>
      </ul>
    </nav>
  );
}
