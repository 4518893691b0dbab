/**
 * How fast the mock backend's simulated world moves. Each change is applied lazily, by comparing a
 * record's timestamp with the clock when the next call reads it, so a reload (or a fake clock in a
 * test) sees the same result as waiting.
 */

/** An administrator "takes" this long to approve a company profile sent with its tax certificate. */
export const COMPANY_APPROVAL_MS = 3000;
/** A new second-hand, craft or swap listing waits this long for the moderator before it is ACTIVE. */
export const LISTING_APPROVAL_MS = 3000;
/** A shipped second-hand, craft or swap order counts as delivered this long after shipping. */
export const DELIVERY_MS = 2000;
/**
 * A new marketplace order moves one status on (RECEIVED → PREPARING → SHIPPED → DELIVERED) every
 * step, so a shopper sees it delivered, and can return it, a minute after paying.
 */
export const ORDER_STEP_MS = 20_000;
/** An SMS code for a phone change is valid this long (then 1000-1014). */
export const PHONE_CODE_TTL_MS = 180_000;
/** A new SMS code can be asked for this long after the last one (earlier: 1000-1002). */
export const PHONE_CODE_RESEND_MS = 60_000;
/** A seller's shipment of a marketplace order can be changed again only this long after the last change (2000-0063). */
export const SHIPPING_CHANGE_WAIT_MS = 60_000;
/**
 * Simulated bidders in a live auction: the current lot of a LIVE broadcast gets a rival bid one step
 * above the price this long after its last bid (a member's or a rival's), so a member who bids leads for
 * this long and is then outbid. The clock starts when the lot is first read.
 */
export const RIVAL_BID_MS = 6000;
/** A live broadcast's viewer count drifts once per this period. */
export const VIEWER_TICK_MS = 4000;
