import { AccountPage } from '../../../components/account/account-page.tsx';
import { sectionCapabilities, sectionKeys } from '../../../config/section-capabilities.ts';
import { SellerSummary } from '../../../features/section-selling/components/seller-summary.tsx';
import type { SectionKey } from '../../../lib/section-api.ts';

const summaryOf = (section: SectionKey) =>
  function SectionSummaryRoute() {
    return (
      <AccountPage title={`${sectionCapabilities[section].name} hesabım`}>
        <SellerSummary section={section} />
      </AccountPage>
    );
  };

/** The summary page (index) of each section account. */
export const sectionSummaryRoutes = Object.fromEntries(sectionKeys.map((key) => [key, summaryOf(key)])) as Record<
  SectionKey,
  () => React.JSX.Element
>;
