import { testImage } from '@/testing/payment-page.tsx';

const seller = { id: 1, name: 'Anadolu Mağazası', slug: 'anadolu', rating: 4.8, followerCount: 10 };
/** A member's marketplace cart with one selected line (Çini Kupa, 250 TL + 39,90 TL shipping), for the payment page tests. */
export const marketplaceCart = {
  platform: 'MARKETPLACE',
  items: [{ id: 7, quantity: 1, selected: true, unitPrice: 250, totalPrice: 250, product: { id: 7, title: 'Çini Kupa', slug: 'cini-kupa', price: 250, discountRate: 0, image: testImage, rating: 4, ratingCount: 2, seller, platform: 'MARKETPLACE', freeShipping: false, stock: 5 } }],
  itemCount: 1, selectedItemCount: 1, subtotal: 250, discountTotal: 0, couponDiscount: 0, shippingTotal: 39.9, total: 289.9,
};
