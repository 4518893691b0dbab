import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { sectionPaths } from '@/config/paths.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { listingHrefOf } from '../utils/section-links.ts';
import { SectionOrderDetail } from './section-order-detail.tsx';
import { ORDERS_PAGE_SIZE, SectionOrderList } from './section-order-list.tsx';
import { SellOrderInvoice } from './sell-order-invoice.tsx';
import { SellOrderReturns } from './sell-order-returns.tsx';
import { SellOrderShipping } from './sell-order-shipping.tsx';

/** "Satışlarım": orders of the member's listings, by tab. */
export function SectionSellOrders({ section }: { section: SectionKey }) {
  const api = sectionApi(section);
  const paths = sectionPaths[section];
  return (
    <SectionOrderList
      label="Satış sekmeleri"
      useOrders={(tab, page) => api.useListSellOrders({ tab: tab.tab, currentPage: page, pageSize: ORDERS_PAGE_SIZE })}
      detailHref={paths.sellOrder.getHref}
      emptyMessage="Bu sekmede satışınız yok."
      emptyAction={
        <Button component={RouterLink} to={paths.newListing.getHref()} variant="outlined">
          İlan ver
        </Button>
      }
    />
  );
}

/** One sale: shipping, invoice and the buyer's return requests. */
export function SectionSellOrder({ section, id }: { section: SectionKey; id: number }) {
  const order = sectionApi(section).useGetSellOrder(id);
  return (
    <SectionOrderDetail order={order} listingHref={listingHrefOf[section]}>
      {(loaded) => (
        <>
          <SellOrderShipping section={section} order={loaded} />
          <SellOrderInvoice section={section} order={loaded} />
          <SellOrderReturns section={section} order={loaded} />
        </>
      )}
    </SectionOrderDetail>
  );
}
