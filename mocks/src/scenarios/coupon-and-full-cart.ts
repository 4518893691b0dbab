/** A member with a cart of eight lines from six stores and a personal coupon applied to it. */
import { defineScenario } from './kit.ts';

export default defineScenario({
  name: 'coupon-and-full-cart',
  summary:
    'A member (Zeynep Arslan, with an address and a saved card) whose cart holds eight lines from six stores, with the coupon ' +
    'SADAKAT15 (15 % off from 1 000 TL, at most 750 TL, valid ten days) applied: ready to pay.',
  signIn: 'zeynep',
  members: [
    {
      key: 'zeynep', email: 'zeynep.arslan@carsi.test', password: 'Sepet1234', firstName: 'Zeynep', lastName: 'Arslan', phone: '5306667788', token: 'carsi-full-cart-token-000000001',
      joinedDaysAgo: 200, address: { province: 'İzmir', district: 'Konak', neighborhood: 'Alsancak', line: 'Kıbrıs Şehitleri Cad. No:88 D:2' }, cardAlias: 'Maaş kartım',
    },
  ],
  coupons: [{ code: 'SADAKAT15', title: 'Sadık müşteriye %15 indirim', percent: 15, maxDiscount: 750, minimumCartTotal: 1000, validDays: 10 }],
  carts: [
    {
      member: 'zeynep',
      lines: [
        { product: 11, quantity: 2 }, { product: 26, quantity: 3 }, { product: 15, quantity: 2 }, { product: 27, quantity: 1 },
        { product: 29, quantity: 1 }, { product: 36, quantity: 2 }, { product: 41, quantity: 1 }, { product: 12, quantity: 1 },
      ],
      coupon: 'SADAKAT15',
    },
  ],
});
