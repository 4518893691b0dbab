import { Suspense, type ReactNode } from 'react';

/**
 * A part React hydrates and commits on its own over a server-rendered page: the
 * takeover is then several short tasks instead of one long commit that blocks input (TBT). A Suspense
 * boundary is what React hydrates separately; nothing inside is expected to suspend.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
