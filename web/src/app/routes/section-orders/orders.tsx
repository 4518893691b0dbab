import { useParams } from 'react-router-dom';
import { AccountPage } from '@/components/account/account-page.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { Link } from '@/components/ui/link.tsx';
import { sectionPaths } from '@/config/paths.ts';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { CargoAddresses } from '@/features/section-orders/components/cargo-addresses.tsx';
import { SectionBuyOrder, SectionBuyOrders } from '@/features/section-orders/components/section-buy-orders.tsx';
import { SectionSellOrder, SectionSellOrders } from '@/features/section-orders/components/section-sell-orders.tsx';
import { bySection } from './by-section.ts';

const useOrderId = (): number | undefined => {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

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

/** /pazar/hesabim/alislarim/:id */
export const buyOrderRoutes = bySection((section) =>
  function BuyOrderRoute() {
    const id = useOrderId();
    if (id === undefined) return <NotFound />;
    return (
      <AccountPage title="Alış detayı" action={<Link to={sectionPaths[section].buyOrders.getHref()}>Alışlarıma dön</Link>}>
        <SectionBuyOrder key={id} section={section} id={id} />
      </AccountPage>
    );
  },
);

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

/** /pazar/hesabim/satislarim/:id */
export const sellOrderRoutes = bySection((section) =>
  function SellOrderRoute() {
    const id = useOrderId();
    if (id === undefined) return <NotFound />;
    return (
      <AccountPage title="Satış detayı" action={<Link to={sectionPaths[section].sellOrders.getHref()}>Satışlarıma dön</Link>}>
        <SectionSellOrder key={id} section={section} id={id} />
      </AccountPage>
    );
  },
);

/** /pazar/hesabim/kargo-adreslerim */
export const cargoAddressesRoutes = bySection((section) =>
  function CargoAddressesRoute() {
    return (
      <AccountPage title={`Kargo adreslerim — ${sectionCapabilities[section].name}`}>
        <CargoAddresses section={section} />
      </AccountPage>
    );
  },
);
