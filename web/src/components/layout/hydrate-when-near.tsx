import { Suspense, use, useId, type ReactNode } from 'react';
import { whenNear, type NearWait } from './near-viewport.ts';

const MARKER = 'data-hydrate-when-near';

/** The waits of the markup the server rendered, by the id React gives the same place on both sides. */
const gates = new Map<string, NearWait & { element: Element }>();

/**
 * What a gate waits for before its children hydrate: nothing on the server, for markup the app renders
 * itself (a client navigation gets fresh ids that match no server markup), or once that markup is gone
 * (React rendered the part anew, so nothing is left to keep).
 */
function waitFor(id: string): Promise<void> | undefined {
  if (typeof document === 'undefined') return undefined;
  const known = gates.get(id);
  if (known) {
    if (!known.element.isConnected) known.release();
    return known.promise;
  }
  const element = document.querySelector(`[${MARKER}="${CSS.escape(id)}"]`)?.firstElementChild;
  if (!element) return undefined;
  const wait = { ...whenNear(element), element };
  gates.set(id, wait);
  return wait.promise;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const wait = waitFor(id);
  if (wait) use(wait);
  return children;
}

/**
 * Server-rendered markup whose code the page has already (a grid's later cards) that React hydrates
 * only once it is scrolled near, or the visitor acts: until then it stays as the server rendered it,
 * costing the page's start nothing. Use it where the parent re-renders rarely: a parent that re-renders
 * it with new children before then makes React render it anew.
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    // Laid out as if it were not there, so a parent's grid sees the children themselves.
    <div {...{ [MARKER]: id }} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  );
}
