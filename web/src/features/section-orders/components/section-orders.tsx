import Button from '@mui/material/Button';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { OrderTabPanel, useOrderTabState } from '@/components/order/order-tab-panel.tsx';
import { PagedQueryList } from '@/components/order/paged-query-list.tsx';
import type { SectionKey } from '@/lib/section-api.ts';
import { useSectionOrder, useSectionOrderPage, type SectionOrderDetail as SectionOrderRecord } from '../api/section-orders.ts';
import { orderSidePaths, orderSideTexts, type OrderSide } from '../utils/order-sides.ts';
import { listingHrefOf } from '../utils/section-links.ts';
import { BuyOrderInvoice } from './buy-order-invoice.tsx';
import { BuyOrderReturns } from './buy-order-returns.tsx';
import { SectionOrderCard } from './section-order-card.tsx';
import { SectionOrderDetail } from './section-order-detail.tsx';
import { OrderPaymentSection } from './section-order-view.tsx';
import { SellOrderInvoice } from './sell-order-invoice.tsx';
import { SellOrderReturns } from './sell-order-returns.tsx';
import { SellOrderShipping } from './sell-order-shipping.tsx';

type PartsProps = { section: SectionKey; order: SectionOrderRecord };

/** A purchase: how it was paid, the seller's invoice and its returns. */
const BuyParts = ({ section, order }: PartsProps) => (
  <>
    <OrderPaymentSection payment={order.payment} />
    <BuyOrderInvoice section={section} order={order} />
    <BuyOrderReturns section={section} order={order} />
  </>
);

/** A sale: shipping, the invoice and the buyer's return requests (never the buyer's payment). */
const SellParts = ({ section, order }: PartsProps) => (
  <>
    <SellOrderShipping section={section} order={order} />
    <SellOrderInvoice section={section} order={order} />
    <SellOrderReturns section={section} order={order} />
  </>
);

const sideParts: Record<OrderSide, ComponentType<PartsProps>> = { buy: BuyParts, sell: SellParts };

/** "Alışlarım" or "Satışlarım": the member's purchases or sales in the section, by tab. */
export function SectionOrders({ section, side }: { section: SectionKey; side: OrderSide }) {
  const { tab, page, show } = useOrderTabState();
  const texts = orderSideTexts[side];
  const sidePaths = orderSidePaths(section, side);
  return (
    <OrderTabPanel label={texts.tabsLabel} tab={tab} onTab={show}>
      <PagedQueryList
        query={useSectionOrderPage(section, side, tab.tab, page)}
        page={page}
        onPage={(next) => show(tab.slug, next)}
        keyOf={(order) => order.id}
        loadingLabel="Siparişler yükleniyor…"
        failMessage="Siparişler yüklenemedi."
        emptyMessage={texts.empty}
        emptyAction={
          <Button component={RouterLink} to={sidePaths.emptyAction.getHref()} variant="outlined">
            {texts.emptyAction}
          </Button>
        }
      >
        {(order) => <SectionOrderCard order={order} href={sidePaths.detail.getHref(order.id)} />}
      </PagedQueryList>
    </OrderTabPanel>
  );
}

/** One purchase or sale with its side's own parts. */
export function SectionOrder({ section, side, id }: { section: SectionKey; side: OrderSide; id: number }) {
  const Parts = sideParts[side];
  return (
    <SectionOrderDetail order={useSectionOrder(section, side, id)} listingHref={listingHrefOf[section]}>
      {(loaded) => <Parts section={section} order={loaded} />}
    </SectionOrderDetail>
  );
}
