import { PageHead } from '@/components/seo/page-head.tsx';
import { getListCategoriesQueryOptions } from '@carsi/sdk/main';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CategoryTree } from '@/features/brands/components/category-tree.tsx';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';

/** The whole category tree (one call). */
const queries: RouteQueries = (client) => [client.prefetchQuery(getListCategoriesQueryOptions())];

export const loader = serverLoader(queries);
export const clientLoader = browserLoader(queries);

export default function CategoriesRoute() {
  return (
    <Stack spacing={2}>
      <PageHead title="Tüm kategoriler — Çarşı" description="Çarşı'nın bütün kategorileri: elektronikten modaya, evden kozmetiğe aradığınız ürünün kategorisini bulun." />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        Tüm kategoriler
      </Typography>
      <CategoryTree />
    </Stack>
  );
}
