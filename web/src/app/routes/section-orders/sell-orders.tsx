import { AccountPage } from '@/components/account/account-page.tsx';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { SectionSellOrders } from '@/features/section-orders/components/section-sell-orders.tsx';
import { bySection, sectionRoute } from '../section-account/per-section.tsx';

/** /pazar/hesabim/satislarim */
export const sellOrdersRoutes = bySection((section) =>
  function SellOrdersRoute() {
    return (
      <AccountPage title={`Satışlarım — ${sectionCapabilities[section].name}`}>
        <SectionSellOrders section={section} />
      </AccountPage>
    );
  },
);

export default sectionRoute(sellOrdersRoutes, 'sold');
