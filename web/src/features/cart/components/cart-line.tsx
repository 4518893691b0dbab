import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '@carsi/sdk/main';
import { CartLineFrame } from '@/components/checkout/cart-line-frame.tsx';
import { MAX_PER_LINE } from '@/config/cart.ts';
import { paths } from '@/config/paths.ts';
import { formatPrice } from '@/utils/format.ts';


export interface CartLineProps {
  product: ProductSummary;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  /** Member carts choose the lines bought at checkout. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** A refusal for this line (e.g. not enough stock); the line stays as it was. */
  error?: string;
  busy?: boolean;
}

/** One product in the cart: picture, title, seller, price, quantity and remove. */
export function CartLine(props: CartLineProps) {
  const { product, quantity, unitPrice, totalPrice, selected, onSelect, onQuantity, onRemove, error, busy = false } = props;
  return (
    <CartLineFrame
      product={product}
      href={paths.product.getHref(product.id)}
      quantity={quantity}
      maxQuantity={Math.max(quantity, Math.min(MAX_PER_LINE, product.stock))}
      totalPrice={totalPrice}
      onQuantity={onQuantity}
      removeLabel={`${product.title} ürününü sepetten çıkar`}
      onRemove={onRemove}
      busy={busy}
      error={error}
      leading={
        onSelect && (
          <Checkbox
            checked={selected ?? true}
            onChange={(event) => onSelect(event.target.checked)}
            slotProps={{ input: { 'aria-label': `${product.title} ödemeye dahil` } }}
            disabled={busy}
            sx={{ alignSelf: 'flex-start', ml: -1 }}
          />
        )
      }
    >
      <Typography variant="body2">
        {`Birim fiyat: ${formatPrice(unitPrice)}`}
        {unitPrice < product.price && (
          <>
            {' '}
            <Typography component="span" variant="body2" color="textSecondary" sx={{ textDecoration: 'line-through' }}>
              <span className="sr-only">Eski fiyat: </span>
              {formatPrice(product.price)}
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'secondary.dark', fontWeight: 700 }}>
              {` %${product.discountRate} indirim`}
            </Typography>
          </>
        )}
      </Typography>
    </CartLineFrame>
  );
}
