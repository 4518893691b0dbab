/**
 * How often the live auction page reads the broadcast (viewers, lots) and the current lot's bids
 * while a broadcast is live. The live service answers within 10 s or the SDK gives up (spec §9).
 */
export const LIVE_REFRESH_MS = 3000;
