import type { SectionKey } from '@/lib/section-api.ts';

/** As many ids as the contract's id list takes (ListingIdList: at most 50). */
export const VISIT_HISTORY_MAX = 50;

const storageKey = (section: SectionKey) => `carsi:section-visits:${section}`;

/** The id list with `id` first, each id once, at most `VISIT_HISTORY_MAX`. */
export function withVisit(ids: readonly number[], id: number): number[] {
  return [id, ...ids.filter((kept) => kept !== id)].slice(0, VISIT_HISTORY_MAX);
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled (private mode): the server's list is all there is
  }
}

/** Listings this device opened in the section and has not yet handed to the member's account, newest first. */
export function readVisits(section: SectionKey): number[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(storageKey(section)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, VISIT_HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

export function writeVisits(section: SectionKey, ids: readonly number[]): void {
  try {
    if (ids.length === 0) storage()?.removeItem(storageKey(section));
    else storage()?.setItem(storageKey(section), JSON.stringify(ids));
  } catch {
    // quota exceeded: the visit is simply not kept on this device
  }
}
