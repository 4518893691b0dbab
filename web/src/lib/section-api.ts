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

function familyHooks(prefix: HookPrefix): Record<string, unknown> {
  const hooks: Record<string, unknown> = {};
  const head = `use${prefix}`;
  for (const [name, value] of Object.entries(families)) {
    // `useSecondHand…` must not also match a longer family name that starts the same way.
    const rest = name.startsWith(head) ? name.slice(head.length) : '';
    if (rest !== '' && /^[A-Z]/.test(rest)) hooks[`use${rest}`] = value;
  }
  return hooks;
}

const apis: Record<SectionKey, SectionApi> = {
  secondHand: familyHooks(hookPrefixes.secondHand) as SectionApi,
  craft: familyHooks(hookPrefixes.craft) as SectionApi,
  swap: familyHooks(hookPrefixes.swap) as SectionApi,
};
const swapOnly = familyHooks(hookPrefixes.swap) as SwapOnlyApi;

/** The family-neutral hooks of a section: `sectionApi('craft').useGetCart()`. */
export const sectionApi = (key: SectionKey): SectionApi => apis[key];

/** The swap family's own hooks (offers, doping, bans). */
export const swapApi = (): SwapOnlyApi => swapOnly;

const sectionOfPlatform: Partial<Record<Platform, SectionKey>> = {
  [Platform.SECONDHAND]: 'secondHand',
  [Platform.CRAFT]: 'craft',
  [Platform.SWAP]: 'swap',
};

/** The section family a path belongs to (`/pazar/...` → secondHand), or undefined outside the three. */
export const sectionOfPath = (pathname: string): SectionKey | undefined => sectionOfPlatform[platformOfPath(pathname)];
