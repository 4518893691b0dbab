import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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

/** "Sipariş özeti" beside (or, on a phone, below) a cart's lines, with "Ödemeye geç". */
export function OrderSummaryCard({ rows, onCheckout, checkoutDisabled = false, children }: OrderSummaryCardProps) {
  return (
    <Card variant="outlined" component="aside" aria-label="Sipariş özeti">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography component="h2" variant="h6">
            Sipariş özeti
          </Typography>
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
            {rows}
          </Stack>
          {children}
          {onCheckout && (
            <Button variant="contained" size="large" onClick={onCheckout} disabled={checkoutDisabled}>
              Ödemeye geç
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
