import { useParams } from 'react-router-dom';
import { AccountPage } from '@/components/account/account-page.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { Link } from '@/components/ui/link.tsx';
import { sectionPaths } from '@/config/paths.ts';
import { SectionSellOrder } from '@/features/section-orders/components/section-sell-orders.tsx';
import { bySection, sectionRoute } from '../section-account/per-section.tsx';
import { positiveId } from '@/utils/positive-id.ts';

/** /pazar/hesabim/satislarim/:id */
export const sellOrderRoutes = bySection((section) =>
  function SellOrderRoute() {
    const id = positiveId(useParams().id);
    if (id === undefined) return <NotFound />;
    return (
      <AccountPage title="Satış detayı" action={<Link to={sectionPaths[section].sellOrders.getHref()}>Satışlarıma dön</Link>}>
        <SectionSellOrder key={id} section={section} id={id} />
      </AccountPage>
    );
  },
);

export default sectionRoute(sellOrderRoutes, 'sold');
