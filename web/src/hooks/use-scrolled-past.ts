import { useEffect, useState, type RefObject } from 'react';

/** Far enough above the screen to hold any page: what lies up there counts as reached. */
const ALL_ABOVE_PX = 1_000_000;

/** Bands at the screen's edges that bars cover, in px: what is under them is not seen. */
export interface CoveredEdges {
  top: number;
  bottom: number;
}

/** Tells whether `element` is inside the screen widened (or narrowed) by `rootMargin`, whenever that changes. */
function observe(element: Element, rootMargin: string, onChange: (intersecting: boolean) => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      const latest = entries.at(-1);
      if (latest) onChange(latest.isIntersecting);
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Whether the visitor has scrolled past the element `target` holds: it is off screen above the top.
 * False while it is on screen or still below (on the first screen it is not yet reached), during the
 * server render, and where the browser has no IntersectionObserver. Two observers answer it: one for
 * the screen (less the covered edges), one for the screen and everything above; an observer speaks only
 * when its answer changes, so one alone would miss a jump from below the screen to above it (a fling,
 * the End key).
 *
 * A ref, not the element as state: a parent that stored the element would re-render when it is
 * attached, and on a server-rendered page that re-render comes during hydration, at sync priority,
 * forcing the parts not hydrated yet to hydrate in one long task (the product page's 300 ms at 4× CPU).
 * The element is read after commit, when the ref holds it.
 */
export function useScrolledPast(target: RefObject<Element | null>, covered: CoveredEdges): boolean {
  const [onScreen, setOnScreen] = useState(false);
  const [reached, setReached] = useState(false);
  const { top, bottom } = covered;
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const stopScreen = observe(element, `-${top}px 0px -${bottom}px 0px`, setOnScreen);
    const stopReached = observe(element, `${ALL_ABOVE_PX}px 0px -${bottom}px 0px`, setReached);
    return () => {
      stopScreen();
      stopReached();
    };
  }, [target, top, bottom]);
  return reached && !onScreen;
}
