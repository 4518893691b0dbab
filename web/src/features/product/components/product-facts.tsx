import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductDetail } from '@carsi/sdk/main';
import { StarMeter } from '@/components/ui/star-meter.tsx';
import { formatNumber } from '@/utils/format.ts';

/** When the seller hands the product to the carrier, as a shopper reads it: "0 iş gününde" says nothing. */
export function shipsWithin(days: number): string {
  if (days <= 0) return 'Bugün kargoda';
  if (days === 1) return 'Yarın kargoda';
  return `${days} iş gününde kargoda`;
}

/** Score, shipping and the seller's properties table. */
export function ProductFacts({ product }: { product: ProductDetail }) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <StarMeter value={product.rating} />
        <Typography variant="body2" color="text.secondary">
          <span className="sr-only">{`5 üzerinden ${formatNumber(product.rating)} puan, `}</span>
          {`${formatNumber(product.ratingCount)} değerlendirme · ${formatNumber(product.questionCount)} soru`}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <LocalShippingOutlined fontSize="small" aria-hidden />
        {product.freeShipping ? 'Kargo bedava' : 'Kargo ücreti sepette hesaplanır'}
        {product.shippingDays !== undefined && ` · ${shipsWithin(product.shippingDays)}`}
      </Typography>
    </Stack>
  );
}

export function ProductProperties({ product }: { product: ProductDetail }) {
  if (product.properties.length === 0) return null;
  return (
    <Stack component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
      {product.properties.map((property) => (
        <Stack key={property.name} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {property.name}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {property.value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
