/** A second-hand seller who accepted a buyer's offer; the buyer has not paid yet. */
import { defineScenario } from './kit.ts';

export default defineScenario({
  name: 'second-hand-accepted-offer',
  summary:
    "A second-hand seller (Kemal Aydın) whose laptop listing got an offer of 19 750 TL that he accepted three hours ago; the buyer " +
    '(deniz.koc@carsi.test, with an address and a saved card) has not paid yet, so the listing is still ACTIVE and no order exists.',
  signIn: 'kemal',
  members: [
    {
      key: 'kemal', email: 'kemal.aydin@carsi.test', password: 'Satici1234', firstName: 'Kemal', lastName: 'Aydın', phone: '5304445566', token: 'carsi-second-hand-seller-token-1',
      joinedDaysAgo: 300, sectionContracts: ['second-hand'], address: { province: 'İstanbul', district: 'Beşiktaş', neighborhood: 'Levent', line: 'Çarşı Sok. No:3 D:12' },
    },
    {
      key: 'deniz', email: 'deniz.koc@carsi.test', password: 'Alici1234', firstName: 'Deniz', lastName: 'Koç', phone: '5305556677', token: 'carsi-second-hand-buyer-token-01',
      joinedDaysAgo: 90, address: { province: 'Ankara', district: 'Çankaya', neighborhood: 'Kavaklıdere', line: 'Tunalı Hilmi Cad. No:54 D:6' }, cardAlias: 'Alışveriş kartım',
    },
  ],
  listings: [
    {
      key: 'laptop', vertical: 'second-hand', seller: 'kemal', title: 'MacBook Air M1 13" 256 GB, kutulu', price: 21_500, category: 421, condition: 'LIKE_NEW',
      description: 'MacBook Air M1 13" 256 GB, pil döngüsü 112. Kutusu ve orijinal şarj aleti ile birlikte, çiziksiz.', province: 'İstanbul', district: 'Beşiktaş', daysAgo: 4,
    },
  ],
  offers: [{ listing: 'laptop', buyer: 'deniz', price: 19_750, status: 'ACCEPTED', hoursAgo: 3 }],
});
