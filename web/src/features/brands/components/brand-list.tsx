import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useListBrands } from '../api/sdk-hooks.ts';
import { useState } from 'react';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { Link } from '@/components/ui/link.tsx';
import { PageLinks } from '@/components/ui/page-links.tsx';
import { paths } from '@/config/paths.ts';
import { useUrlState } from '@/lib/url-state.ts';
import { formatNumber } from '@/utils/format.ts';
import { brandListParams, brandParams } from '../utils/brand-list-query.ts';

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** Every brand A–Z, page by page (`?sayfa=`), narrowed by a name search (`?ara=`). */
export function BrandList() {
  const { state, change, hrefFor } = useUrlState(brandParams);
  const { search, page: currentPage } = state;
  const [typed, setTyped] = useState(search);
  const brands = useListBrands(brandListParams(state));
  const hrefForPage = (page: number) => hrefFor({ page });
  return (
    <Stack spacing={2}>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          change({ search: typed.trim() });
        }}
      >
        <TextField size="small" label="Marka ara" value={typed} onChange={(event) => setTyped(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
      </Box>
      {brands.isPending ? (
        <Skeleton variant="rounded" height={240} aria-label="Markalar yükleniyor" />
      ) : brands.isError ? (
        <LoadError onRetry={() => void brands.refetch()} />
      ) : brands.data.items.length === 0 ? (
        <Typography color="textSecondary">Aramanıza uyan marka bulunamadı.</Typography>
      ) : (
        <>
          <Typography role="status" color="textSecondary">{`${formatNumber(brands.data.totalCount)} marka`}</Typography>
          <Box component="ul" aria-label="Markalar" sx={gridSx}>
            {brands.data.items.map((brand) => (
              <li key={brand.id}>
                <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }}>
                  <Link to={paths.brand.getHref(brand.slug)} sx={{ fontWeight: 600 }}>
                    {brand.name}
                  </Link>
                  {brand.productCount !== undefined && (
                    <Typography variant="body2" color="textSecondary">{`${formatNumber(brand.productCount)} ürün`}</Typography>
                  )}
                </Paper>
              </li>
            ))}
          </Box>
          <PageLinks page={currentPage} totalPages={brands.data.totalPages} hrefForPage={hrefForPage} />
        </>
      )}
    </Stack>
  );
}
