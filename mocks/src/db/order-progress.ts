/** A placed marketplace order moves through RECEIVED → PREPARING → SHIPPED → DELIVERED on its own. */
import { OrderStatus } from '@carsi/sdk/main';
import { ORDER_STEP_MS } from './timings.ts';
import type { OrderRecord } from './commerce-types.ts';

const { SHIPPED, DELIVERED, CANCEL: CANCELLED } = OrderStatus;
const CARGO_COMPANIES = ['Yurtiçi Kargo', 'Aras Kargo', 'MNG Kargo', 'PTT Kargo', 'Sürat Kargo'] as const;

/** Brings one order up to the status its age gives it; the seed's orders (no `progressFrom`) stay put. */
export function advanceOrder(order: OrderRecord, now = Date.now()): void {
  if (order.progressFrom === undefined || order.status === CANCELLED) return;
  const start = Date.parse(order.progressFrom);
  const status = Math.min(DELIVERED, Math.floor((now - start) / ORDER_STEP_MS)) as OrderStatus;
  if (status <= order.status) return;
  const at = (step: number): string => new Date(start + step * ORDER_STEP_MS).toISOString();
  order.status = status;
  for (const item of order.items) if (item.status !== CANCELLED) item.status = status;
  if (status >= SHIPPED && !order.shipment) {
    order.shipment = {
      cargoCompany: CARGO_COMPANIES[order.id % CARGO_COMPANIES.length] ?? CARGO_COMPANIES[0],
      trackingNumber: String(7_000_000_000_00 + order.id * 7919).padStart(12, '0'),
      shippedAt: at(SHIPPED),
    };
  }
  if (status === DELIVERED) {
    if (order.shipment) order.shipment.deliveredAt = at(DELIVERED);
    delete order.progressFrom;
  }
  order.updatedAt = at(status);
}
