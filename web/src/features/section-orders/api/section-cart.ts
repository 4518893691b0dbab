import { ADDED_TO_CART } from '@/hooks/use-add-to-cart.ts';
import { useIsLoggedIn } from '@/lib/session.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';

/** The member's cart of one section (read quietly when signed out: there is none). */
export function useSectionCart(section: SectionKey) {
  const loggedIn = useIsLoggedIn();
  return sectionApi(section).useGetCart({ query: { enabled: loggedIn, meta: { silent: true } } });
}

/** Add, change and remove lines of a section's cart; the cart is read again after each change (the SDK's invalidation rules). */
export function useSectionCartChanges(section: SectionKey) {
  const api = sectionApi(section);
  const add = api.useAddToCart({ mutation: { meta: { successMessage: ADDED_TO_CART } } });
  const update = api.useUpdateCartItem({ mutation: { meta: { successMessage: 'Sepetiniz güncellendi.' } } });
  const remove = api.useRemoveFromCart({ mutation: { meta: { successMessage: 'Ürün sepetinizden çıkarıldı.' } } });
  return { add, update, remove };
}
