/** Upper bounds of the in-memory store, so a long QA session cannot grow it without limit. */
export const CAPS = {
  /** Seeded marketplace products. */
  products: 240,
  /** Accounts in total (seed + registrations); registering beyond answers 1000-1000. */
  users: 500,
  /** Live sessions; the oldest is dropped first. */
  sessions: 1000,
  /** Distinct lines in one cart. */
  cartLines: 50,
  /** Units of one product in one cart line. */
  cartQuantity: 20,
  /** Saved addresses per user. */
  addresses: 20,
  /** Orders kept per user (the oldest beyond are dropped). */
  ordersPerUser: 100,
  /** Idempotency keys of order creates remembered in total (the oldest are forgotten). */
  orderAttempts: 1000,
  /** Favourite products per user. */
  favorites: 500,
  /** Followed sellers per user. */
  follows: 200,
  /** Last visited products per user (the contract's maxItems). */
  lastVisited: 20,
  /** Questions kept in total. */
  questions: 2000,
  /** Listings per section (seed + created); creating beyond answers 1000-1000. */
  listings: 2000,
  /** Last visited listings per user and section (the contract's "at most 50"). */
  verticalLastVisits: 50,
  /** Negotiations, swap offers, comments, vertical questions in total (oldest dropped). */
  verticalRecords: 5000,
  /** Vertical orders in total (oldest dropped). */
  listingOrders: 20000,
  /** Cargo addresses per user and section. */
  cargoAddresses: 20,
  /** Bytes of listing pictures kept in memory in total (the oldest are dropped; their listings show drawings again). */
  uploadBytes: 64 * 1024 * 1024,
  /** Largest page size a list answers (the contract's PageSize maximum). */
  pageSize: 100,
} as const;
