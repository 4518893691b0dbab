import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ORDER_TAB_PARAM, orderTabOf, orderTabs, type OrderTabInfo } from './order-tabs.ts';

const PAGE_PARAM = 'sayfa';

/** The order list tab and page in the address (?sekme=, ?sayfa=), and the way to another tab or page. */
export function useOrderTabState(): { tab: OrderTabInfo; page: number; show: (slug: string, page?: number) => void } {
  const [params, setParams] = useSearchParams();
  const tab = orderTabOf(params.get(ORDER_TAB_PARAM));
  const page = Math.max(1, Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10) || 1);
  const show = (slug: string, nextPage = 1) => {
    const next = new URLSearchParams(params);
    if (slug === orderTabs[0]?.slug) next.delete(ORDER_TAB_PARAM);
    else next.set(ORDER_TAB_PARAM, slug);
    if (nextPage > 1) next.set(PAGE_PARAM, String(nextPage));
    else next.delete(PAGE_PARAM);
    setParams(next);
  };
  return { tab, page, show };
}

/** The four order list tabs of spec §3 over the panel that lists the chosen one (every platform's orders, bought or sold). */
export function OrderTabPanel({ label, tab, onTab, children }: { label: string; tab: OrderTabInfo; onTab: (slug: string) => void; children: ReactNode }) {
  return (
    <Box>
      <Tabs
        value={tab.slug}
        onChange={(_event, slug: string) => onTab(slug)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={label}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {orderTabs.map((info) => (
          <Tab key={info.slug} value={info.slug} label={info.label} id={`siparis-sekme-${info.slug}`} aria-controls="siparis-paneli" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="siparis-paneli" aria-labelledby={`siparis-sekme-${tab.slug}`}>
        {children}
      </Box>
    </Box>
  );
}
