import { AccountPage } from '@/components/account/account-page.tsx';
import { SwapOfferInbox } from '@/features/section-trade/components/swap-offer-inbox.tsx';
import { perSection } from '../section-account/per-section.tsx';
import { sectionRoute } from '../section-account/per-section.tsx';

/** /takas/hesabim/takas-teklifleri. */
export const sectionSwapOfferRoutes = perSection(() => (
  <AccountPage title="Takas teklifleri">
    <SwapOfferInbox />
  </AccountPage>
));

export default sectionRoute(sectionSwapOfferRoutes, 'swapOffers');
