/** One page of a side's orders in the tab the query asks for (OrderListTab 0–3), newest first. */
import type { OrderRecord } from '../db/commerce-types.ts';
import { newerFirst } from '../db/timestamps.ts';
import { int } from '../http/body.ts';
import { invalid, ok } from '../http/envelope.ts';
import { paginate, pagingOf } from '../http/paging.ts';
import type { CommerceSide } from './commerce-side.ts';
import { inTab, orderView } from './order-views.ts';

export function orderPage(request: Request, side: CommerceSide, keep: (order: OrderRecord) => boolean): Response {
  const url = new URL(request.url);
  const paging = pagingOf(url);
  if (!paging) return invalid('currentPage', 'pageSize');
  const tab = int(url.searchParams.get('tab') ?? '0');
  if (tab === undefined || tab < 0 || tab > 3) return invalid('tab');
  const orders = side.orders().filter((o) => keep(o) && inTab(side, o, tab)).sort((a, b) => newerFirst(a.createdAt, b.createdAt));
  const page = paginate(orders, paging);
  return ok({ ...page, items: page.items.map((o) => orderView(side, o)) });
}
