// Only the families' modules: mapping hooks by name keeps every export of the namespace in the bundle.
import * as families from '@carsi/sdk/sections';
import { verticalByKey, verticals, type VerticalKey, type VerticalName } from '@carsi/sdk/verticals';
import { platformOfPath, sectionOfPlatform } from '../config/paths.ts';

/** The section families built from one contract template (openapi/verticals/verticals.yaml). */
export type SectionKey = VerticalKey;

type FamiliesModule = typeof families;

/**
 * The generated hooks and query options of one family under family-neutral names: `useSecondHandGetCart`
 * → `useGetCart`, `getSecondHandGetCartQueryOptions` → `getGetCartQueryOptions` (route loaders ask for a
 * page's queries with the same options its hooks use).
 */
type FamilyHooks<P extends VerticalName> = {
  [K in keyof FamiliesModule as K extends `use${P}${infer Operation}`
    ? `use${Operation}`
    : K extends `get${P}${infer Operation}QueryOptions`
      ? `get${Operation}QueryOptions`
      : never]: FamiliesModule[K];
};

/** The first family of verticals.yaml, whose signatures stand for all. */
type RepresentativeName = (typeof verticals)[0]['Name'];

/**
 * The hooks every family has. The families come from one template, so their hooks take and return the
 * same shapes; the first family's signatures stand for all.
 */
export type SectionApi = FamilyHooks<RepresentativeName>;

/** What only the swap family adds (offers, doping, bans): present exactly when the section is swap. */
export type SwapOnlyApi = Omit<FamilyHooks<'Swap'>, keyof SectionApi>;

const namespace: Record<string, unknown> = families;
const familyApis = new Map<SectionKey, Record<string, unknown>>();

/**
 * A family's hooks and query options under family-neutral names, each looked up by its generated name
 * when asked for: `useGetCart` of the craft family is `useCraftGetCart`. Sorting the namespace's hundreds of exports up front
 * cost a section page's start a long task (a trace of /pazar, `npm run bench:trace`).
 */
function familyApi(key: SectionKey): Record<string, unknown> {
  let api = familyApis.get(key);
  if (!api) {
    // The family's hooks are named after its PascalCase name: `useCraftGetCart`.
    const prefix = verticalByKey(key).Name;
    api = new Proxy<Record<string, unknown>>(
      {},
      {
        get: (_target, name) => {
          const kind = typeof name === 'string' ? /^(use|get)(.+)$/.exec(name) : null;
          return kind ? namespace[`${kind[1]}${prefix}${kind[2]}`] : undefined;
        },
      },
    );
    familyApis.set(key, api);
  }
  return api;
}

/** The family-neutral hooks of a section: `sectionApi('craft').useGetCart()`. */
export const sectionApi = (key: SectionKey): SectionApi => familyApi(key) as SectionApi;

/** The swap family's own hooks (offers, doping, bans). */
export const swapApi = (): SwapOnlyApi => familyApi('swap') as SwapOnlyApi;

/** The section family a path belongs to (`/pazar/...` → secondHand), or undefined outside the sections. */
export const sectionOfPath = (pathname: string): SectionKey | undefined => sectionOfPlatform(platformOfPath(pathname));
