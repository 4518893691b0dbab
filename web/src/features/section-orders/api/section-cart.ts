import { ADDED_TO_CART } from '@/hooks/use-add-to-cart.ts';
import { useIsLoggedIn } from '@/lib/session.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { useRefreshSection } from './section-queries.ts';

/** The member's cart of one section (read quietly when signed out: there is none). */
export function useSectionCart(section: SectionKey) {
  const loggedIn = useIsLoggedIn();
  return sectionApi(section).useGetCart({ query: { enabled: loggedIn, meta: { silent: true } } });
}

/** Add, change and remove lines of a section's cart; the cart is read again after each change. */
export function useSectionCartChanges(section: SectionKey) {
  const api = sectionApi(section);
  const refresh = useRefreshSection(section);
  const onSuccess = () => refresh('cart');
  const add = api.useAddToCart({ mutation: { meta: { successMessage: ADDED_TO_CART }, onSuccess } });
  const update = api.useUpdateCartItem({ mutation: { meta: { successMessage: 'Sepetiniz güncellendi.' }, onSuccess } });
  const remove = api.useRemoveFromCart({ mutation: { meta: { successMessage: 'Ürün sepetinizden çıkarıldı.' }, onSuccess } });
  return { add, update, remove };
}
