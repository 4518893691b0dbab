import { AccountPage } from '@/components/account/account-page.tsx';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { SectionBuyOrders } from '@/features/section-orders/components/section-buy-orders.tsx';
import { bySection, sectionRoute } from '../section-account/per-section.tsx';

/** /pazar/hesabim/alislarim */
export const buyOrdersRoutes = bySection((section) =>
  function BuyOrdersRoute() {
    return (
      <AccountPage title={`Alışlarım — ${sectionCapabilities[section].name}`}>
        <SectionBuyOrders section={section} />
      </AccountPage>
    );
  },
);

export default sectionRoute(buyOrdersRoutes, 'sold');
