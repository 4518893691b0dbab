import { useLocation, useParams } from 'react-router-dom';
import { AccountPage } from '@/components/account/account-page.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { Link } from '@/components/ui/link.tsx';
import { SectionOrder } from '@/features/section-orders/components/section-orders.tsx';
import { orderSideOfPath, orderSidePaths, orderSideTexts } from '@/features/section-orders/utils/order-sides.ts';
import { positiveId } from '@/utils/positive-id.ts';
import { bySection, sectionRoute } from '../section-account/per-section.tsx';

/** /pazar/hesabim/alislarim/:id and /pazar/hesabim/satislarim/:id: one page, the side read from the address. */
export const orderRoutes = bySection((section) =>
  function OrderRoute() {
    const side = orderSideOfPath(section, useLocation().pathname);
    const id = positiveId(useParams().id);
    if (id === undefined) return <NotFound />;
    const texts = orderSideTexts[side];
    return (
      <AccountPage title={texts.detailTitle} action={<Link to={orderSidePaths(section, side).list.getHref()}>{texts.back}</Link>}>
        <SectionOrder key={`${side}:${id}`} section={section} side={side} id={id} />
      </AccountPage>
    );
  },
);

export default sectionRoute(orderRoutes, 'sold');
