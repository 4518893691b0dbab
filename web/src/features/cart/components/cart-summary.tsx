import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AmountRow } from '@/components/ui/amount-row.tsx';
import { formatPrice } from '@/utils/format.ts';

export interface CartTotals {
  subtotal: number;
  discountTotal: number;
  couponDiscount: number;
  /** Undefined: worked out at payment (a visitor's cart). */
  shippingTotal: number | undefined;
  total: number;
}

interface CartSummaryProps {
  totals: CartTotals;
  onCheckout: () => void;
  checkoutDisabled?: boolean;
  /** The coupon box or a note about it. */
  children?: ReactNode;
}

/** The order summary beside (or, on a phone, below) the lines, with "Ödemeye geç". */
export function CartSummary({ totals, onCheckout, checkoutDisabled = false, children }: CartSummaryProps) {
  return (
    <Card variant="outlined" component="aside" aria-label="Sipariş özeti">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography component="h2" variant="h6">
            Sipariş özeti
          </Typography>
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
            <AmountRow label="Ürünler" value={formatPrice(totals.subtotal)} />
            {totals.discountTotal > 0 && <AmountRow label="İndirim" value={`-${formatPrice(totals.discountTotal)}`} />}
            {totals.couponDiscount > 0 && <AmountRow label="Kupon indirimi" value={`-${formatPrice(totals.couponDiscount)}`} />}
            <AmountRow
              label="Kargo"
              value={
                totals.shippingTotal === undefined
                  ? 'Ödeme adımında'
                  : totals.shippingTotal === 0
                    ? 'Bedava'
                    : formatPrice(totals.shippingTotal)
              }
            />
            <AmountRow label="Toplam" value={formatPrice(totals.total)} total />
          </Stack>
          {children}
          <Button variant="contained" size="large" onClick={onCheckout} disabled={checkoutDisabled}>
            Ödemeye geç
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
