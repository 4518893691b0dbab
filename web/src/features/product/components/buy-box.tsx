import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductDetail } from '@carsi/sdk/main';
import { errorMessageFor } from '@carsi/sdk/runtime';
import { useState, type FormEvent } from 'react';
import { QuantityStepper } from '@/components/ui/quantity-stepper.tsx';
import { MAX_PER_LINE } from '@/config/cart.ts';
import { ADDED_TO_CART, useAddToCart } from '@/hooks/use-add-to-cart.ts';
import { useServedCart } from '@/lib/served-cart.tsx';
import { cartFormFields } from '../api/cart-form-fields.ts';
import { FavoriteButton } from './favorite-button.tsx';


interface BuyBoxProps {
  product: ProductDetail;
  /** The quantity, when the page keeps it (the phone's buy bar adds the same); otherwise the box keeps its own. */
  quantity?: number;
  onQuantityChange?: (quantity: number) => void;
}

/**
 * Quantity, "Sepete ekle" and the favourite heart; a sold-out product says so instead. A form: pressed
 * before the page's code has arrived, it posts to the page's action (api/cart-form.ts) and the page comes
 * back with the product in the cart and a notice of it; once the code runs, it adds in the browser.
 */
export function BuyBox({ product, quantity: pageQuantity, onQuantityChange }: BuyBoxProps) {
  const [ownQuantity, setOwnQuantity] = useState(1);
  const quantity = pageQuantity ?? ownQuantity;
  const setQuantity = onQuantityChange ?? setOwnQuantity;
  const { add, isPending } = useAddToCart();
  const served = useServedCart().notice;
  const [notice, setNotice] = useState(served?.productId === product.id ? served.outcome : undefined);
  const soldOut = product.stock === 0;
  const max = Math.max(1, Math.min(product.stock, MAX_PER_LINE));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(undefined);
    add(product, quantity);
  };
  return (
    <Stack component="form" method="post" onSubmit={submit} spacing={1.5}>
      <input type="hidden" name={cartFormFields.product} value={product.id} />
      <input type="hidden" name={cartFormFields.quantity} value={quantity} />
      {soldOut ? (
        <Typography color="error" sx={{ fontWeight: 600 }}>
          Tükendi
        </Typography>
      ) : (
        product.stock <= 3 && (
          <Typography sx={{ color: 'warning.dark', fontWeight: 600 }}>
            {`Son ${product.stock} ürün`}
          </Typography>
        )
      )}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {!soldOut && <QuantityStepper value={quantity} max={max} onChange={setQuantity} label="Adet" />}
        <Button
          variant="contained"
          size="large"
          startIcon={<AddShoppingCartRounded />}
          type="submit"
          disabled={soldOut || isPending}
          // On a phone the button takes the row's rest; 200 px there pushed the favourite button onto a line
          // of its own at 390 px and less.
          sx={{ flex: { xs: 1, sm: 'none' }, minWidth: { xs: 140, sm: 200 } }}
        >
          Sepete ekle
        </Button>
        <FavoriteButton productId={product.id} isFavorite={product.isFavorite ?? false} />
      </Stack>
      {notice !== undefined && (
        <Typography role="status" color={notice === 'added' ? 'success.dark' : 'error'} sx={{ fontWeight: 600 }}>
          {notice === 'added' ? ADDED_TO_CART : errorMessageFor(notice)}
        </Typography>
      )}
    </Stack>
  );
}
