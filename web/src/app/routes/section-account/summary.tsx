import { AccountPage } from '@/components/account/account-page.tsx';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { SellerSummary } from '@/features/section-selling/components/seller-summary.tsx';
import { perSection } from './per-section.tsx';
import { sectionRoute } from './per-section.tsx';

/** The summary page (index) of each section account. */
export const sectionSummaryRoutes = perSection((section) => (
  <AccountPage title={`${sectionCapabilities[section].name} hesabım`}>
    <SellerSummary section={section} />
  </AccountPage>
));

export default sectionRoute(sectionSummaryRoutes);
