import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorCode, getGetCartQueryKey, type Coupon } from '@carsi/sdk/main';
import { useApplyCartCoupon, useListCartCoupons } from '@/lib/api/cart.ts';
import { errorMessageFor } from '@carsi/sdk/runtime';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatPrice } from '@/utils/format.ts';

function discountText(coupon: Coupon): string {
  const amount = coupon.discountType === 'PERCENTAGE' ? `%${coupon.discountValue} indirim` : `${formatPrice(coupon.discountValue)} indirim`;
  const limit = coupon.maxDiscount ? ` (en çok ${formatPrice(coupon.maxDiscount)})` : '';
  const minimum = coupon.minimumCartTotal ? ` · ${formatPrice(coupon.minimumCartTotal)} ve üzeri sepetlerde` : '';
  return `${amount}${limit}${minimum} · Son gün ${formatDate(coupon.expiresAt)}`;
}

/** Why a coupon cannot be used now: expired in the catalogue's words, otherwise the cart's conditions. */
function refusalText(coupon: Coupon): string {
  return coupon.refusal === ErrorCode.COUPON_EXPIRED ? errorMessageFor(coupon.refusal) : 'Sepetiniz bu kuponun koşullarını karşılamıyor.';
}

/** The member's coupons: whether each fits the cart, and "Uygula" for those that do. */
export function CouponList({ applied }: { applied: Coupon | undefined }) {
  const client = useQueryClient();
  const coupons = useListCartCoupons();
  const apply = useApplyCartCoupon({
    mutation: {
      meta: { successMessage: 'Kupon sepetinize uygulandı.' },
      // The answer is the new cart; the coupon list is read again by the SDK's invalidation rules.
      onSuccess: (cart) => client.setQueryData(getGetCartQueryKey(), cart),
    },
  });
  if (!Array.isArray(coupons.data) || coupons.data.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="kuponlarim" spacing={1}>
      <Typography id="kuponlarim" variant="subtitle2" component="h2">
        Kuponlarım
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {coupons.data.map((coupon) => {
          const isApplied = applied?.code === coupon.code;
          return (
            <Stack
              component="li"
              key={coupon.code}
              aria-label={`Kupon ${coupon.code}`}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', justifyContent: 'space-between', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
            >
              <div>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>{`${coupon.code} — ${coupon.title}`}</Typography>
                <Typography variant="caption" color="textSecondary" component="p">
                  {discountText(coupon)}
                </Typography>
                {!coupon.applicable && !isApplied && (
                  <Typography variant="caption" color="textSecondary" component="p">
                    {refusalText(coupon)}
                  </Typography>
                )}
              </div>
              {isApplied ? (
                <Typography variant="body2" sx={{ color: 'success.dark' }}>
                  Uygulandı
                </Typography>
              ) : (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={!coupon.applicable || apply.isPending}
                  onClick={() => apply.mutate({ data: { code: coupon.code } })}
                  aria-label={`Uygula: ${coupon.code}`}
                >
                  Uygula
                </Button>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
