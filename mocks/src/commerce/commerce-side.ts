/**
 * What the commerce core is given per side of the shop: the marketplace (views/market-side.ts) and
 * the sections (verticals/views/section-side.ts). The order, return, invoice and shipping rules are
 * one implementation (this folder); a side only says where its records are kept and how its
 * products, sellers and parties are shown.
 */
import type { CancelRecord, OrderItemRecord, OrderRecord, ReturnRecord } from '../db/commerce-types.ts';
import type { Platform } from '../db/types.ts';
import type { ImageView } from '../shared/image.ts';
import type { SellerSummary } from '@carsi/sdk/main';
import type { ReturnCountMoment } from './returns.ts';
import type { ShippingRules } from './shipping.ts';

export interface CommerceSide {
  /** The side's tables (ids are per table, as the contract's paths name them per side). */
  orders: () => OrderRecord[];
  returns: () => ReturnRecord[];
  cancels: () => readonly CancelRecord[];
  /** The bought product's picture as it shows now. */
  itemImage: (item: OrderItemRecord) => ImageView;
  /** Whoever sells the line: a store on the marketplace, a member in a section. */
  itemSeller: (order: OrderRecord, item: OrderItemRecord) => SellerSummary | undefined;
  /** The return code's letters before the number ("IADE" on the marketplace). */
  returnCodePrefix: (platform: Platform) => string;
  /** The seller and the buyer as the order's invoice names them. */
  invoiceParties: (order: OrderRecord) => { sellerName: string; buyerName: string };
  /** When a return request's pieces count as returned (returns.ts). */
  returnsCountAt: ReturnCountMoment;
  /** What a seller's shipment needs and changes on this side (shipping.ts). */
  shipping: ShippingRules;
}
