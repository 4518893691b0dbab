/** A member who signed up minutes ago: nothing saved yet, an empty cart. */
import { defineScenario } from './kit.ts';

export default defineScenario({
  name: 'new-member',
  summary: 'A member who signed up minutes ago: no address, saved card, order, favourite, follow or question yet, and an empty cart.',
  signIn: 'elif',
  members: [
    { key: 'elif', email: 'elif.demir@carsi.test', password: 'Yeni1234', firstName: 'Elif', lastName: 'Demir', phone: '5301112233', token: 'carsi-new-member-token-0000001' },
  ],
});
