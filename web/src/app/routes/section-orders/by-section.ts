import type { JSX } from 'react';
import { sectionKeys } from '@/config/section-capabilities.ts';
import type { SectionKey } from '@/lib/section-api.ts';

/** One page component per section family, made by the same factory. */
export const bySection = (make: (section: SectionKey) => () => JSX.Element): Record<SectionKey, () => JSX.Element> =>
  Object.fromEntries(sectionKeys.map((key) => [key, make(key)])) as Record<SectionKey, () => JSX.Element>;
