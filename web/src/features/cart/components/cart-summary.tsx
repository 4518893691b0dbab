import type { ReactNode } from 'react';
import { OrderSummaryCard } from '@/components/checkout/order-summary-card.tsx';
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
  const rows = (
    <>
      <AmountRow label="Ürünler" value={formatPrice(totals.subtotal)} />
      {totals.discountTotal > 0 && <AmountRow label="İndirim" value={`-${formatPrice(totals.discountTotal)}`} />}
      {totals.couponDiscount > 0 && <AmountRow label="Kupon indirimi" value={`-${formatPrice(totals.couponDiscount)}`} />}
      <AmountRow
        label="Kargo"
        value={
          totals.shippingTotal === undefined ? 'Ödeme adımında' : totals.shippingTotal === 0 ? 'Bedava' : formatPrice(totals.shippingTotal)
        }
      />
      <AmountRow label="Toplam" value={formatPrice(totals.total)} total />
    </>
  );
  return (
    <OrderSummaryCard rows={rows} onCheckout={onCheckout} checkoutDisabled={checkoutDisabled}>
      {children}
    </OrderSummaryCard>
  );
}
