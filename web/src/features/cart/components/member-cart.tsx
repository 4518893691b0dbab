import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { useMemberCart } from '../api/use-member-cart.ts';
import { CartLayout } from './cart-layout.tsx';
import { CartLine } from './cart-line.tsx';
import { CartLoading } from './cart-loading.tsx';
import { CartSummary } from './cart-summary.tsx';
import { CouponForm } from '@/components/checkout/coupon-form.tsx';
import { CouponList } from '@/components/checkout/coupon-list.tsx';
import { EmptyCart } from './empty-cart.tsx';
import { GuestCartLeftovers } from './guest-cart-leftovers.tsx';

/** A member's cart on the server, with any guest lines that could not move into it at login. */
export function MemberCart() {
  return (
    <>
      <GuestCartLeftovers />
      <MemberCartLines />
    </>
  );
}

/** The server cart: lines chosen for checkout, coupon, totals. */
function MemberCartLines() {
  const navigate = useNavigate();
  const { cart, lineErrors, busyLine, setQuantity, removeLine, selectLine } = useMemberCart();
  if (cart.isPending) return <CartLoading />;
  const data = cart.data;
  if (!data || data.items.length === 0) return <EmptyCart />;
  return (
    <CartLayout
      lines={data.items.map((item) => (
        <li key={item.id}>
          <CartLine
            product={item.product}
            quantity={item.quantity}
            unitPrice={item.unitPrice}
            totalPrice={item.totalPrice}
            selected={item.selected}
            onSelect={(selected) => selectLine(item.id, selected)}
            onQuantity={(quantity) => setQuantity(item.id, quantity)}
            onRemove={() => removeLine(item.id)}
            error={lineErrors[item.id]}
            busy={busyLine === item.id}
          />
        </li>
      ))}
      summary={
        <CartSummary
          totals={data}
          onCheckout={() => navigate(paths.checkout.getHref())}
          checkoutDisabled={data.selectedItemCount === 0}
        >
          <CouponForm applied={data.coupon} />
          <CouponList applied={data.coupon} />
        </CartSummary>
      }
    />
  );
}
