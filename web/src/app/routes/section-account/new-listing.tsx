import { AccountPage } from '@/components/account/account-page.tsx';
import { SellPage } from '@/features/section-selling/components/sell-page.tsx';
import { perSection } from './per-section.tsx';
import { sectionRoute } from './per-section.tsx';

export const sectionNewListingRoutes = perSection((section) => (
  <AccountPage title="İlan ver">
    <SellPage section={section} />
  </AccountPage>
));

export default sectionRoute(sectionNewListingRoutes);
