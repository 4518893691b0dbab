import { useParams } from 'react-router-dom';
import { AccountPage } from '@/components/account/account-page.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { Link } from '@/components/ui/link.tsx';
import { sectionPaths } from '@/config/paths.ts';
import { SectionBuyOrder } from '@/features/section-orders/components/section-buy-orders.tsx';
import { bySection, sectionRoute } from '../section-account/per-section.tsx';
import { positiveId } from '@/utils/positive-id.ts';

/** /pazar/hesabim/alislarim/:id */
export const buyOrderRoutes = bySection((section) =>
  function BuyOrderRoute() {
    const id = positiveId(useParams().id);
    if (id === undefined) return <NotFound />;
    return (
      <AccountPage title="Alış detayı" action={<Link to={sectionPaths[section].buyOrders.getHref()}>Alışlarıma dön</Link>}>
        <SectionBuyOrder key={id} section={section} id={id} />
      </AccountPage>
    );
  },
);

export default sectionRoute(buyOrderRoutes, 'sold');
