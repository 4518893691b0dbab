/**
 * `load`'s answer kept for `ttlMs` in this server process, one call in flight at a time: the sitemap
 * index and its child sitemaps, asked for one after the other by a crawler, share one expensive walk
 * (the stores, which only a walk over every product names). A failed call is not kept.
 */
export function memoFor<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let kept: { value: Promise<T>; until: number } | undefined;
  return () => {
    if (kept && now() < kept.until) return kept.value;
    const value = load();
    const entry = { value, until: now() + ttlMs };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return value;
  };
}
