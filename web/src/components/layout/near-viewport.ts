/**
 * Waiting for server-rendered markup to come near the viewport before React hydrates it (React leaves a
 * suspended boundary's server markup in place during hydration and hydrates it when the wait ends).
 */

/**
 * How far outside the viewport a part starts loading. Small: the part is on the screen already as the
 * server rendered it, so scrolling onto it shows it at once; only its interactivity waits for its code.
 */
const NEAR_MARGIN = '150px 0px';

/** Pending parts, released all at once by the visitor's first action. */
const waiting = new Set<() => void>();
let released = false;

function releaseAll(): void {
  released = true;
  for (const release of waiting) release();
  waiting.clear();
}

/**
 * The visitor's first press, key, touch or history step loads every pending part. A navigation that
 * follows re-renders the layout around a part React has not hydrated yet: React then waits for the
 * part's code rather than drop what the server rendered, so the code must already be on its way.
 */
function releaseOnFirstAction(): void {
  const options = { capture: true, once: true, passive: true } as const;
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'popstate'] as const) window.addEventListener(type, releaseAll, options);
  // A navigation the app starts by itself (a redirect after an answer) shows in the Navigation API.
  (window as { navigation?: EventTarget }).navigation?.addEventListener('navigate', releaseAll, options);
}

/** A wait for an element to come near the viewport, and what ends it early. */
export interface NearWait {
  promise: Promise<void>;
  release: () => void;
}

/** Resolves once the element comes within NEAR_MARGIN of the viewport, or the visitor acts. */
export function whenNear(element: Element): NearWait {
  if (released || typeof IntersectionObserver === 'undefined') return { promise: Promise.resolve(), release: () => {} };
  if (waiting.size === 0) releaseOnFirstAction();
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release();
      },
      { rootMargin: NEAR_MARGIN },
    );
    release = () => {
      observer.disconnect();
      waiting.delete(release);
      resolve();
    };
    waiting.add(release);
    observer.observe(element);
  });
  return { promise, release };
}
