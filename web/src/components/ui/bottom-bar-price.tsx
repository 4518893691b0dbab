import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@/utils/format.ts';

interface BottomBarPriceProps {
  /** What the buyer pays now. */
  price: number;
  /** The price before a discount, struck through under the price; only when higher. */
  oldPrice?: number;
  /** A word above the price, e.g. "Tahmini değeri" for a swap listing's estimate. */
  caption?: string;
}

/** The price in the phone's bottom bar: the amount large; a discount's old price or a caption small beside it. */
export function BottomBarPrice({ price, oldPrice, caption }: BottomBarPriceProps) {
  const discounted = oldPrice !== undefined && oldPrice > price;
  return (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
      {caption && (
        <Typography component="span" variant="caption" color="textSecondary" noWrap>
          {caption}
        </Typography>
      )}
      <Typography component="span" variant="subtitle1" noWrap sx={{ fontWeight: 800, lineHeight: 1.3, color: discounted ? 'primary.main' : 'text.primary' }}>
        {discounted ? <span className="sr-only">İndirimli fiyat: </span> : !caption && <span className="sr-only">Fiyat: </span>}
        {formatPrice(price)}
      </Typography>
      {discounted && (
        <Typography component="s" variant="caption" color="textSecondary" noWrap>
          <span className="sr-only">Eski fiyat: </span>
          {formatPrice(oldPrice)}
        </Typography>
      )}
    </Box>
  );
}
