import { useLocation } from 'react-router-dom';
import { AccountPage } from '@/components/account/account-page.tsx';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { SectionOrders } from '@/features/section-orders/components/section-orders.tsx';
import { orderSideOfPath, orderSideTexts } from '@/features/section-orders/utils/order-sides.ts';
import { bySection, sectionRoute } from '../section-account/per-section.tsx';

/** /pazar/hesabim/alislarim and /pazar/hesabim/satislarim: one page, the side read from the address. */
export const ordersRoutes = bySection((section) =>
  function OrdersRoute() {
    const side = orderSideOfPath(section, useLocation().pathname);
    return (
      <AccountPage title={`${orderSideTexts[side].title} — ${sectionCapabilities[section].name}`}>
        <SectionOrders key={side} section={section} side={side} />
      </AccountPage>
    );
  },
);

export default sectionRoute(ordersRoutes, 'sold');
