/** At most this many pieces of one product go in a cart line. */
export const MAX_PER_LINE = 20;

/** The catalogue code for "not enough stock", which a visitor's cart (kept on the device) applies itself. */
export const OUT_OF_STOCK = '2000-0013';
