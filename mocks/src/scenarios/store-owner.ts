/**
 * The corporate member's store (Anadolu Ev Tekstili, store 1) on a busy day: four orders to ship,
 * three questions nobody answered, and a return the buyer has just asked for.
 */
import { defineScenario } from './kit.ts';

export default defineScenario({
  name: 'store-owner',
  summary:
    "The corporate member's store (Anadolu Ev Tekstili): four orders to ship (two seeded, two new), three unanswered questions " +
    '(one seeded, two new) and a pending return on a delivered order, which its buyer (burak.sahin@carsi.test) can follow.',
  signIn: 'corporate',
  members: [
    {
      key: 'burak', email: 'burak.sahin@carsi.test', password: 'Iade1234', firstName: 'Burak', lastName: 'Şahin', phone: '5302223344', token: 'carsi-store-owner-buyer-token-01',
      joinedDaysAgo: 40, address: { province: 'Bursa', district: 'Nilüfer', neighborhood: 'Görükle', line: 'Kampüs Cad. No:21 D:4' }, cardAlias: 'Kredi kartım',
    },
  ],
  orders: [
    { buyer: 5, lines: [{ product: 44, quantity: 1 }, { product: 75, quantity: 2 }], status: 'RECEIVED', hoursAgo: 2 },
    { buyer: 9, lines: [{ product: 134, quantity: 1 }], status: 'PREPARING', hoursAgo: 20 },
    { key: 'havlu', buyer: 'burak', lines: [{ product: 15, quantity: 2 }], status: 'DELIVERED', hoursAgo: 6 * 24 },
  ],
  returns: [{ order: 'havlu', reason: 'Havluların rengi fotoğraftakinden daha koyu çıktı.', hoursAgo: 20 }],
  questions: [
    { product: 104, asker: 6, question: 'Nevresim takımı %100 pamuk mu, ilk yıkamada çeker mi?', hoursAgo: 5 },
    { product: 75, asker: 'burak', question: "Havlu setinde 4'ü de aynı renk mi geliyor?", hoursAgo: 1 },
  ],
});
