import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** A list's cards and, when it has more than one page, the page switcher under them. */
export function PagedList({ children, page, totalPages, onPage }: { children: ReactNode; page: number; totalPages: number; onPage: (page: number) => void }) {
  return (
    <Stack spacing={2}>
      {children}
      {totalPages > 1 && (
        <Pagination
          count={totalPages}
          page={page}
          onChange={(_event, next) => onPage(next)}
          sx={{ alignSelf: 'center' }}
          getItemAriaLabel={(type, number) => (type === 'page' ? `${number}. sayfa` : type === 'next' ? 'Sonraki sayfa' : 'Önceki sayfa')}
        />
      )}
    </Stack>
  );
}
