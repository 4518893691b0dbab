import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { sectionPaths } from '@/config/paths.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { listingHrefOf } from '../utils/section-links.ts';
import { BuyOrderInvoice } from './buy-order-invoice.tsx';
import { BuyOrderReturns } from './buy-order-returns.tsx';
import { SectionOrderDetail } from './section-order-detail.tsx';
import { OrderPaymentSection } from './section-order-view.tsx';
import { ORDERS_PAGE_SIZE, SectionOrderList } from './section-order-list.tsx';

/** "Alışlarım": what the member bought in the section, by tab. */
export function SectionBuyOrders({ section }: { section: SectionKey }) {
  const api = sectionApi(section);
  const paths = sectionPaths[section];
  return (
    <SectionOrderList
      label="Alış sekmeleri"
      useOrders={(tab, page) => api.useListBuyOrders({ tab: tab.tab, currentPage: page, pageSize: ORDERS_PAGE_SIZE })}
      detailHref={paths.buyOrder.getHref}
      emptyMessage="Bu sekmede alışınız yok."
      emptyAction={
        <Button component={RouterLink} to={paths.home.getHref()} variant="outlined">
          İlanlara göz at
        </Button>
      }
    />
  );
}

/** One purchase with how it was paid, the seller's invoice and its returns. */
export function SectionBuyOrder({ section, id }: { section: SectionKey; id: number }) {
  const order = sectionApi(section).useGetBuyOrder(id);
  return (
    <SectionOrderDetail order={order} listingHref={listingHrefOf[section]}>
      {(loaded) => (
        <>
          <OrderPaymentSection payment={loaded.payment} />
          <BuyOrderInvoice section={section} order={loaded} />
          <BuyOrderReturns section={section} order={loaded} />
        </>
      )}
    </SectionOrderDetail>
  );
}
