import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Coupon } from '@carsi/sdk/main';
import { useId } from 'react';
import { CouponForm } from './coupon-form.tsx';
import { CouponList } from './coupon-list.tsx';

/**
 * "İndirim kuponu" on the payment page: a shopper who logged in on the way to payment (a visitor's cart
 * takes no coupon) applies or changes one here without going back to the cart.
 */
export function CouponBox({ applied }: { applied: Coupon | undefined }) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
          İndirim kuponu
        </Typography>
        <Stack spacing={2}>
          <CouponForm applied={applied} />
          <CouponList applied={applied} />
        </Stack>
      </CardContent>
    </Card>
  );
}
