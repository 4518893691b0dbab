import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { useGuestCart, type GuestCartEntry } from '../api/use-guest-cart.ts';
import { guestTotals } from '../utils/guest-totals.ts';
import { CartLayout } from './cart-layout.tsx';
import { CartLoading } from './cart-loading.tsx';
import { CartLine } from './cart-line.tsx';
import { CartNotKnownYet } from './cart-not-known-yet.tsx';
import { CartSummary } from './cart-summary.tsx';
import { EmptyCart } from './empty-cart.tsx';

const loaded = (entry: GuestCartEntry): entry is GuestCartEntry & { product: NonNullable<GuestCartEntry['product']> } => entry.product !== undefined;

/** A visitor's cart kept on this device; paying asks to log in first and comes back to payment. */
export function GuestCart() {
  const navigate = useNavigate();
  const { isKnown, entries, isPending, lineErrors, setQuantity, removeLine } = useGuestCart();
  if (!isKnown) return <CartNotKnownYet />;
  if (entries.length === 0) return <EmptyCart />;
  if (isPending) return <CartLoading />;
  const ready = entries.filter(loaded);
  return (
    <CartLayout
      lines={ready.map(({ line, product }) => {
        const unitPrice = product.discountedPrice ?? product.price;
        return (
          <li key={line.id}>
            <CartLine
              product={{ ...product, image: product.images[0] ?? { url: '', alt: '', width: 0, height: 0 } }}
              quantity={line.quantity}
              unitPrice={unitPrice}
              totalPrice={unitPrice * line.quantity}
              onQuantity={(quantity) => setQuantity(line.id, quantity)}
              onRemove={() => removeLine(line.id)}
              error={lineErrors[line.id]}
            />
          </li>
        );
      })}
      summary={
        <CartSummary totals={guestTotals(ready)} onCheckout={() => navigate(paths.auth.login.getHref(paths.checkout.getHref()))}>
          <p className="guest-cart__note">Kupon kullanmak ve ödeme yapmak için giriş yapın; sepetiniz hesabınıza aktarılır.</p>
        </CartSummary>
      }
    />
  );
}
