import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadFailureBoundary } from './lazy-part.tsx';

/**
 * How far outside the viewport a part starts loading. Small: the part is on the screen already as the
 * server rendered it, so scrolling onto it shows it at once; only its interactivity waits for its code.
 */
const NEAR_MARGIN = '150px 0px';

const MARKER = 'data-when-near';

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

/** Resolves once the element comes within NEAR_MARGIN of the viewport, or the visitor acts. */
function whenNear(element: Element): Promise<void> {
  if (released || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  if (waiting.size === 0) releaseOnFirstAction();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release();
      },
      { rootMargin: NEAR_MARGIN },
    );
    const release = () => {
      observer.disconnect();
      waiting.delete(release);
      resolve();
    };
    waiting.add(release);
    observer.observe(element);
  });
}

/**
 * Waits for the part's server-rendered markup to come near the viewport; answers at once when there is
 * none (the server, the SPA shell, a page the app renders after a client navigation), since then there
 * is nothing on the screen to keep.
 */
function untilServerMarkupIsNear(name: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  // The marker takes no box of its own (display: contents), so its first element is what is watched.
  const rendered = document.querySelector(`[${MARKER}="${name}"]`)?.firstElementChild;
  return rendered ? whenNear(rendered) : Promise.resolve();
}

function sameBesidesFallback(before: object, after: object): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  keys.delete('fallback');
  return [...keys].every((key) => Object.is((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key]));
}

/**
 * A part below the first screen that the server renders in full (crawlers and visitors get its content
 * in the HTML) and the browser hydrates only once it is scrolled near. Its code is not downloaded or run
 * while the page starts: React leaves a Suspense boundary whose code is pending as the server rendered
 * it, and hydrates it when the code arrives (React's selective hydration). After a client-side
 * navigation the code loads at once. Create it at module level; `name` is unique among such parts.
 */
export function lazyWhenNear<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>): ComponentType<Props & { fallback?: ReactNode }> {
  const Part = lazy(async () => {
    await untilServerMarkupIsNear(name);
    return { default: await load() };
  });
  // A re-render of a part React has not hydrated yet would make React give up its server markup; the
  // parent's re-renders with the same props (the fallback aside) are therefore skipped.
  const WhenNear = memo(function WhenNear({ fallback = null, ...props }: Props & { fallback?: ReactNode }) {
    return (
      // Laid out as if it were not there, so a parent's spacing and grid see the part itself.
      <div {...{ [MARKER]: name }} style={{ display: 'contents' }}>
        <LoadFailureBoundary failed={null}>
          <Suspense fallback={fallback}>
            <Part {...(props as Props)} />
          </Suspense>
        </LoadFailureBoundary>
      </div>
    );
  }, sameBesidesFallback);
  WhenNear.displayName = `WhenNear(${name})`;
  return WhenNear;
}
