import type { CouponRecord } from '../types.ts';

/**
 * Coupons every user holds. Applying an unknown code is 2000-0208; an expired one 2000-0401; one whose
 * minimum the cart does not reach 2000-0015.
 */
export const COUPONS: readonly CouponRecord[] = [
  { code: 'HOSGELDIN50', title: 'İlk siparişe 50 TL indirim', discountType: 'AMOUNT', discountValue: 50, minimumCartTotal: 250, expiresAt: '2030-12-31T20:59:59.000Z' },
  { code: 'CARSI10', title: 'Sepette %10 indirim', discountType: 'PERCENTAGE', discountValue: 10, maxDiscount: 500, expiresAt: '2030-12-31T20:59:59.000Z' },
  { code: 'BUYUKSEPET', title: '5.000 TL üzeri 400 TL indirim', discountType: 'AMOUNT', discountValue: 400, minimumCartTotal: 5000, expiresAt: '2030-12-31T20:59:59.000Z' },
  { code: 'YAZ2024', title: 'Yaz indirimi (süresi doldu)', discountType: 'PERCENTAGE', discountValue: 15, expiresAt: '2024-09-01T20:59:59.000Z' },
];
