import { AccountPage } from '@/components/account/account-page.tsx';
import { DopingPanel } from '@/features/section-trade/components/doping-panel.tsx';
import { perSection } from '../section-account/per-section.tsx';
import { sectionRoute } from '../section-account/per-section.tsx';

/** /takas/hesabim/one-cikanlar. */
export const sectionDopingRoutes = perSection(() => (
  <AccountPage title="Öne çıkanlar">
    <DopingPanel />
  </AccountPage>
));

export default sectionRoute(sectionDopingRoutes, 'doping');
