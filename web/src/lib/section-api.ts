// Only the families' modules: mapping hooks by name keeps every export of the namespace in the bundle.
import * as families from '@carsi/sdk/sections';
import type { VerticalKey } from '@carsi/sdk/verticals';
import { Platform, platformOfPath } from '../config/paths.ts';

/** The three section families built from one contract template (second-hand, craft, swap). */
export type SectionKey = VerticalKey;

const hookPrefixes = { secondHand: 'SecondHand', craft: 'Craft', swap: 'Swap' } as const;
type HookPrefix = (typeof hookPrefixes)[SectionKey];

type FamiliesModule = typeof families;

/** The generated hooks of one family under family-neutral names: `useSecondHandGetCart` → `useGetCart`. */
type FamilyHooks<P extends HookPrefix> = {
  [K in keyof FamiliesModule as K extends `use${P}${infer Operation}` ? `use${Operation}` : never]: FamiliesModule[K];
};

/**
 * The hooks every family has. The families come from one template, so their hooks take and return the
 * same shapes; the second-hand family's signatures stand for all three.
 */
export type SectionApi = FamilyHooks<'SecondHand'>;

/** What only the swap family adds (offers, doping, bans): present exactly when the section is swap. */
export type SwapOnlyApi = Omit<FamilyHooks<'Swap'>, keyof SectionApi>;

type FamilyTables = Record<SectionKey, Record<string, unknown>>;

/**
 * The families' hooks under family-neutral names, sorted in one pass over the namespace's ≈800
 * exports on first use (not as this module loads: it is part of every section page's start).
 */
let tables: FamilyTables | undefined;
function familyTables(): FamilyTables {
  if (tables) return tables;
  const made: FamilyTables = { secondHand: {}, craft: {}, swap: {} };
  const prefixes = Object.entries(hookPrefixes).map(([key, prefix]) => [key as SectionKey, `use${prefix}`] as const);
  for (const [name, value] of Object.entries(families)) {
    for (const [key, head] of prefixes) {
      // `useSecondHand…` must not also match a longer family name that starts the same way.
      const rest = name.startsWith(head) ? name.slice(head.length) : '';
      if (rest !== '' && /^[A-Z]/.test(rest)) made[key][`use${rest}`] = value;
    }
  }
  tables = made;
  return made;
}

/** The family-neutral hooks of a section: `sectionApi('craft').useGetCart()`. */
export const sectionApi = (key: SectionKey): SectionApi => familyTables()[key] as SectionApi;

/** The swap family's own hooks (offers, doping, bans). */
export const swapApi = (): SwapOnlyApi => familyTables().swap as SwapOnlyApi;

const sectionOfPlatform: Partial<Record<Platform, SectionKey>> = {
  [Platform.SECONDHAND]: 'secondHand',
  [Platform.CRAFT]: 'craft',
  [Platform.SWAP]: 'swap',
};

/** The section family a path belongs to (`/pazar/...` → secondHand), or undefined outside the three. */
export const sectionOfPath = (pathname: string): SectionKey | undefined => sectionOfPlatform[platformOfPath(pathname)];
