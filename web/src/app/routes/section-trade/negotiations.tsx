import { AccountPage } from '@/components/account/account-page.tsx';
import { NegotiationInbox } from '@/features/section-trade/components/negotiation-inbox.tsx';
import { perSection } from '../section-account/per-section.tsx';
import { sectionRoute } from '../section-account/per-section.tsx';

/** /pazar/hesabim/teklifler, /zanaat/hesabim/teklifler. */
export const sectionNegotiationRoutes = perSection((section) => (
  <AccountPage title="Pazarlık teklifleri">
    <NegotiationInbox section={section} />
  </AccountPage>
));

export default sectionRoute(sectionNegotiationRoutes, 'negotiation');
