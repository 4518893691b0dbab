import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RatingPage, SellerSummary } from '@carsi/sdk/main';
import { useListMarketReviews, useListProductReviews } from '../api/sdk-hooks.ts';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { productReviewsPage, REVIEWS_PAGE_SIZE } from '../api/review-pages.ts';
import { RatingList } from './rating-list.tsx';

function RatingPages({ page, label, onChange }: { page: RatingPage | undefined; label: string; onChange: (next: number) => void }) {
  if (!page || page.totalPages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination
        size="small"
        page={page.currentPage}
        count={page.totalPages}
        onChange={(_event, next) => onChange(next)}
        getItemAriaLabel={(type, item) => (type === 'page' ? `Sayfa ${item ?? ''}` : type === 'next' ? 'Sonraki sayfa' : type === 'previous' ? 'Önceki sayfa' : type === 'first' ? 'İlk sayfa' : 'Son sayfa')}
      />
    </nav>
  );
}

/** What buyers said about the product and, below, about its seller: approved ratings, five per page. */
export function ProductRatings({ productId, seller }: { productId: number; seller: SellerSummary }) {
  const [productPage, setProductPage] = useState(1);
  const [marketPage, setMarketPage] = useState(1);
  const product = useListProductReviews(productId, productReviewsPage(productPage), { query: { placeholderData: keepPreviousData } });
  const market = useListMarketReviews(seller.slug, { pageSize: REVIEWS_PAGE_SIZE, currentPage: marketPage }, { query: { placeholderData: keepPreviousData } });
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Ürün değerlendirmeleri
        </Typography>
        <RatingList page={product.data} isPending={product.isPending} empty="Bu ürün henüz değerlendirilmemiş." loadingLabel="Ürün değerlendirmeleri yükleniyor" />
        <RatingPages page={product.data} label="Ürün değerlendirmesi sayfaları" onChange={setProductPage} />
      </Stack>
      <Stack spacing={1}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {`Satıcı değerlendirmeleri: ${seller.name}`}
        </Typography>
        <RatingList page={market.data} isPending={market.isPending} empty="Bu satıcı henüz değerlendirilmemiş." loadingLabel="Satıcı değerlendirmeleri yükleniyor" />
        <RatingPages page={market.data} label="Satıcı değerlendirmesi sayfaları" onChange={setMarketPage} />
      </Stack>
    </Stack>
  );
}
