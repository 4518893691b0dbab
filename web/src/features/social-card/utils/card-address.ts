import { sectionPaths } from '@/config/paths.ts';
import type { SectionKey } from '@/lib/section-api.ts';
import { positiveId } from '@/utils/positive-id.ts';

/** The record id a card's file name names (`12.png` → 12), or undefined for any other name. */
export function idOfCardFile(file: string | undefined): number | undefined {
  const match = /^([1-9]\d*)\.png$/.exec(file ?? '');
  return positiveId(match?.[1]);
}

/** The section family whose home segment an address names (`pazar` → secondHand), from config/paths.ts. */
export function sectionOfSegment(segment: string | undefined): SectionKey | undefined {
  const keys = Object.keys(sectionPaths) as SectionKey[];
  return keys.find((key) => sectionPaths[key].home.getHref() === `/${segment ?? ''}`);
}
