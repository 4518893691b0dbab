import { PageHead } from '@/components/seo/page-head.tsx';
import { getListBrandsQueryOptions } from '@carsi/sdk/main';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BrandList } from '@/features/brands/components/brand-list.tsx';
import { brandListParamsOf } from '@/features/brands/utils/brand-list-query.ts';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';

/** The brands at the page and name search in the address. */
const queries: RouteQueries = (client, { url }) => [client.prefetchQuery(getListBrandsQueryOptions(brandListParamsOf(url.searchParams)))];

export const loader = serverLoader(queries);
export const clientLoader = browserLoader(queries);

export default function BrandsRoute() {
  return (
    <Stack spacing={2}>
      <PageHead title="Markalar — Çarşı" description="Çarşı'daki tüm markalar: sevdiğiniz markayı bulun, ürünlerini ve fırsatlarını tek sayfada görün." />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Markalar
      </Typography>
      <BrandList />
    </Stack>
  );
}
