import { lazy, memo, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { LoadFailureBoundary } from './lazy-part.tsx';
import { whenNear } from './near-viewport.ts';

const MARKER = 'data-when-near';

/**
 * Waits for the part's server-rendered markup to come near the viewport; answers at once when there is
 * none (the server, the SPA shell, a page the app renders after a client navigation), since then there
 * is nothing on the screen to keep.
 */
function untilServerMarkupIsNear(name: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  // The marker takes no box of its own (display: contents), so its first element is what is watched.
  const rendered = document.querySelector(`[${MARKER}="${name}"]`)?.firstElementChild;
  return rendered ? whenNear(rendered).promise : Promise.resolve();
}

function sameBesidesFallback(before: object, after: object): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  keys.delete('fallback');
  return [...keys].every((key) => Object.is((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key]));
}

/** A part made by `lazyWhenNear`; `preload` fetches its code ahead (a route's `clientLoader`). */
export type WhenNearPart<Props extends object> = ComponentType<Props & { fallback?: ReactNode }> & {
  /**
   * Fetches the part's code now, for a page the app renders itself (a client navigation, the SPA):
   * once it is in, the part renders at once instead of showing its fallback for a moment and then
   * pushing what follows down while the visitor scrolls. Never called on the server.
   */
  preload: () => Promise<void>;
};

/**
 * A part below the first screen that the server renders in full (crawlers and visitors get its content
 * in the HTML) and the browser hydrates only once it is scrolled near. Its code is not downloaded or run
 * while the page starts: React leaves a Suspense boundary whose code is pending as the server rendered
 * it, and hydrates it when the code arrives (React's selective hydration). After a client-side
 * navigation the code loads at once, or is there already when the route preloaded it. Create it at
 * module level; `name` is unique among such parts.
 */
export function lazyWhenNear<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>): WhenNearPart<Props> {
  // Set only by `preload`, in the browser: the server's renders and the hydration of its markup always
  // take the Suspense path, so that both draw the same tree.
  let preloaded: ComponentType<Props> | undefined;
  const Part = lazy(async () => {
    await untilServerMarkupIsNear(name);
    return { default: await load() };
  });
  // A re-render of a part React has not hydrated yet would make React give up its server markup; the
  // parent's re-renders with the same props (the fallback aside) are therefore skipped.
  const WhenNear = memo(function WhenNear({ fallback = null, ...props }: Props & { fallback?: ReactNode }) {
    // Decided once per mount: switching paths later would mount the part anew and lose its state.
    const [Preloaded] = useState(() => preloaded);
    return (
      // Laid out as if it were not there, so a parent's spacing and grid see the part itself.
      <div {...{ [MARKER]: name }} style={{ display: 'contents' }}>
        <LoadFailureBoundary failed={null}>
          {Preloaded ? (
            <Preloaded {...(props as Props)} />
          ) : (
            <Suspense fallback={fallback}>
              <Part {...(props as Props)} />
            </Suspense>
          )}
        </LoadFailureBoundary>
      </div>
    );
  }, sameBesidesFallback);
  WhenNear.displayName = `WhenNear(${name})`;
  return Object.assign(WhenNear, {
    preload: async () => {
      preloaded ??= await load();
    },
  });
}
