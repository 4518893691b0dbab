// The SDK hooks the shared cart, coupon and cart-count components and hooks use as generated: the shared seam between them and the SDK
// (docs/architecture.md#packages-and-the-dependency-rule); what a call needs around it is added here, once.
export { useAddToCart, useApplyCartCoupon, useGetCart, useListCartCoupons } from '@carsi/sdk/main';
