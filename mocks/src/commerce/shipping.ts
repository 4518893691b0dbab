/**
 * A seller's shipment of an order, on every side of the shop: which fields it needs, when the order
 * may still be shipped, and what recording it changes. A side's differences are its ShippingRules.
 */
import { OrderStatus } from '@carsi/sdk/main';
import type { OrderRecord } from '../db/commerce-types.ts';
import { str } from '../http/body.ts';
import type { ErrorCode } from '../http/envelope.ts';

export interface ShippingRules {
  /** Bounds of the carrier's name; without them, only that it is given. */
  carrierLength?: { min: number; max: number };
  /** The tracking number's form; without it, only that it is given. */
  trackingPattern?: RegExp;
  /** The last order status in which a shipment may be recorded (a correction, where past PREPARING). */
  lastShippableStatus: OrderStatus;
  /** How long after recording a shipment another change is refused (2000-0063). */
  changeWaitMs?: number;
  /** When a shipped order arrives by itself, where the side delivers on a timer. */
  deliveryMs?: number;
}

export interface Shipment {
  cargoCompany: string;
  trackingNumber: string;
}

/** The shipment a request body names, its fields trimmed. */
export const shipmentFrom = (body: Record<string, unknown>): Shipment => ({
  cargoCompany: str(body.cargoCompany)?.trim() ?? '',
  trackingNumber: str(body.trackingNumber)?.trim() ?? '',
});

/** The shipment's fields the side's rules refuse, by their contract names. */
export function invalidShipmentFields(rules: ShippingRules, { cargoCompany, trackingNumber }: Shipment): string[] {
  const carrierBad = rules.carrierLength
    ? cargoCompany.length < rules.carrierLength.min || cargoCompany.length > rules.carrierLength.max
    : cargoCompany.length === 0;
  const trackingBad = rules.trackingPattern ? !rules.trackingPattern.test(trackingNumber) : trackingNumber.length === 0;
  return [...(carrierBad ? ['cargoCompany'] : []), ...(trackingBad ? ['trackingNumber'] : [])];
}

/** Why this order cannot take a shipment now, if it cannot. */
export function shipmentRefusal(rules: ShippingRules, order: OrderRecord, now: number): ErrorCode | undefined {
  if (order.status > rules.lastShippableStatus) return '1000-1007';
  const { changeWaitMs } = rules;
  if (changeWaitMs !== undefined && order.shippingUpdatedAt !== undefined && now - order.shippingUpdatedAt < changeWaitMs) return '2000-0063';
  return undefined;
}

/** The order and its lines (a cancelled line aside) become SHIPPED with this shipment. */
export function recordShipment(rules: ShippingRules, order: OrderRecord, shipment: Shipment, now: number): void {
  order.status = OrderStatus.SHIPPED;
  for (const item of order.items) if (item.status !== OrderStatus.CANCEL) item.status = OrderStatus.SHIPPED;
  // A corrected shipment keeps the day the order left.
  order.shipment = { ...shipment, shippedAt: order.shipment?.shippedAt ?? new Date(now).toISOString() };
  order.shippingUpdatedAt = now;
  if (rules.deliveryMs !== undefined) order.deliversAt = now + rules.deliveryMs;
  order.updatedAt = new Date(now).toISOString();
}
