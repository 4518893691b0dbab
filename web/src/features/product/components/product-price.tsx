import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@/utils/format.ts';

interface ProductPriceProps {
  price: number;
  discountedPrice?: number;
  discountRate: number;
}

/** The price to pay, large; with a discount, the old price struck through and the rate. */
export function ProductPrice({ price, discountedPrice, discountRate }: ProductPriceProps) {
  const discounted = discountedPrice !== undefined && discountedPrice < price;
  return (
    <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="p" variant="h4" sx={{ fontWeight: 800, color: discounted ? 'primary.main' : 'text.primary' }}>
        {discounted && <span className="sr-only">İndirimli fiyat: </span>}
        {formatPrice(discounted ? discountedPrice : price)}
      </Typography>
      {discounted && (
        <>
          <Typography component="p" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
            <span className="sr-only">Eski fiyat: </span>
            {formatPrice(price)}
          </Typography>
          <Typography component="p" color="secondary.dark" sx={{ fontWeight: 700 }}>
            {`%${discountRate} indirim`}
          </Typography>
        </>
      )}
    </Stack>
  );
}
