import { AccountPage } from '@/components/account/account-page.tsx';
import { SuspendPanel } from '@/features/section-selling/components/suspend-panel.tsx';
import { perSection } from './per-section.tsx';
import { sectionRoute } from './per-section.tsx';

export const sectionSuspendRoutes = perSection((section) => (
  <AccountPage title="Hesabımı dondur">
    <SuspendPanel section={section} />
  </AccountPage>
));

export default sectionRoute(sectionSuspendRoutes, 'suspend');
