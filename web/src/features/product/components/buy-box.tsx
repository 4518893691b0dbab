import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductDetail } from '@carsi/sdk/main';
import { useState } from 'react';
import { QuantityStepper } from '@/components/ui/quantity-stepper.tsx';
import { useAddToCart } from '@/hooks/use-add-to-cart.ts';
import { FavoriteButton } from './favorite-button.tsx';

const MAX_PER_LINE = 20;

interface BuyBoxProps {
  product: ProductDetail;
  /** The quantity, when the page keeps it (the phone's buy bar adds the same); otherwise the box keeps its own. */
  quantity?: number;
  onQuantityChange?: (quantity: number) => void;
}

/** Quantity, "Sepete ekle" and the favourite heart; a sold-out product says so instead. */
export function BuyBox({ product, quantity: pageQuantity, onQuantityChange }: BuyBoxProps) {
  const [ownQuantity, setOwnQuantity] = useState(1);
  const quantity = pageQuantity ?? ownQuantity;
  const setQuantity = onQuantityChange ?? setOwnQuantity;
  const { add, isPending } = useAddToCart();
  const soldOut = product.stock === 0;
  const max = Math.max(1, Math.min(product.stock, MAX_PER_LINE));
  return (
    <Stack spacing={1.5}>
      {soldOut ? (
        <Typography color="error" sx={{ fontWeight: 600 }}>
          Tükendi
        </Typography>
      ) : (
        product.stock <= 3 && (
          <Typography color="warning.dark" sx={{ fontWeight: 600 }}>
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
          disabled={soldOut || isPending}
          onClick={() => add(product, quantity)}
          sx={{ flex: { xs: 1, sm: 'none' }, minWidth: 200 }}
        >
          Sepete ekle
        </Button>
        <FavoriteButton productId={product.id} isFavorite={product.isFavorite ?? false} />
      </Stack>
    </Stack>
  );
}
