import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListMarketReviews, useListProductReviews, type SellerSummary } from '@carsi/sdk/main';
import { RatingList } from './rating-list.tsx';

/** What buyers said about the product and, below, about its seller. */
export function ProductRatings({ productId, seller }: { productId: number; seller: SellerSummary }) {
  const product = useListProductReviews(productId, { pageSize: 5 });
  const market = useListMarketReviews(seller.slug, { pageSize: 5 });
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Ürün değerlendirmeleri
        </Typography>
        <RatingList page={product.data} isPending={product.isPending} empty="Bu ürün henüz değerlendirilmemiş." loadingLabel="Ürün değerlendirmeleri yükleniyor" />
      </Stack>
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {`Satıcı değerlendirmeleri: ${seller.name}`}
        </Typography>
        <RatingList page={market.data} isPending={market.isPending} empty="Bu satıcı henüz değerlendirilmemiş." loadingLabel="Satıcı değerlendirmeleri yükleniyor" />
      </Stack>
    </Stack>
  );
}
