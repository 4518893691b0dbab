import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link as RouterLink } from 'react-router-dom';

interface PageLinksProps {
  page: number;
  totalPages: number;
  hrefForPage: (page: number) => string;
}

/** Page links (real links, so each page has its own address and opens in a new tab too). */
export function PageLinks({ page, totalPages, hrefForPage }: PageLinksProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Sayfalar">
      <Pagination
        page={Math.min(page, totalPages)}
        count={totalPages}
        siblingCount={1}
        boundaryCount={1}
        sx={{ display: 'flex', justifyContent: 'center' }}
        getItemAriaLabel={(type, itemPage, selected) => {
          if (type === 'previous') return 'Önceki sayfa';
          if (type === 'next') return 'Sonraki sayfa';
          if (type === 'first') return 'İlk sayfa';
          if (type === 'last') return 'Son sayfa';
          return selected ? `Sayfa ${itemPage ?? ''}, şu anki sayfa` : `Sayfa ${itemPage ?? ''}`;
        }}
        renderItem={(item) => (
          <PaginationItem component={RouterLink} to={hrefForPage(item.page ?? 1)} {...item} />
        )}
      />
    </nav>
  );
}
