import { ShellButton } from '@/components/ui/shell-button.tsx';
import type { ReactNode } from 'react';

interface OrderSummaryCardProps {
  /** The amounts (AmountRow), as a description list. */
  rows: ReactNode;
  /** Without it there is no "Ödemeye geç" (nothing to pay for here). */
  onCheckout?: () => void;
  checkoutDisabled?: boolean;
  /** Below the amounts: the coupon box or a note about it. */
  children?: ReactNode;
}

/**
 * "Sipariş özeti" beside (or, on a phone, below) a cart's lines, with "Ödemeye geç": MUI's outlined Card
 * and large contained Button as the theme draws them, without MUI (order-summary-card.css).
 */
export function OrderSummaryCard({ rows, onCheckout, checkoutDisabled = false, children }: OrderSummaryCardProps) {
  return (
    <aside className="order-summary-card" aria-label="Sipariş özeti">
      <div className="order-summary-card__content">
        <h2 className="order-summary-card__title">Sipariş özeti</h2>
        <dl className="order-summary-card__amounts">{rows}</dl>
        {children}
        {onCheckout && (
          <ShellButton variant="contained" size="large" onClick={onCheckout} disabled={checkoutDisabled}>
            Ödemeye geç
          </ShellButton>
        )}
      </div>
    </aside>
  );
}
