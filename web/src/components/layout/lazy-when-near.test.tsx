import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { lazyWhenNear as lazyWhenNearType } from './lazy-when-near.tsx';
import { installFakeIntersectionObserver, placeOnScreen } from '@/testing/fake-intersection-observer.ts';

// Fresh for every test: the visitor's first action releases every wait for the rest of a page's life.
let lazyWhenNear: typeof lazyWhenNearType;

beforeEach(async () => {
  vi.resetModules();
  ({ lazyWhenNear } = await import('./lazy-when-near.tsx'));
});

const Greeting = ({ name }: { name: string }) => <p>Merhaba {name}</p>;

/** The server's HTML for the part, then the browser hydrating it; answers the page's container. */
async function serverRenderedThenHydrated(load: () => Promise<typeof Greeting>, name: string) {
  const Part = lazyWhenNear(name, load);
  const container = document.createElement('div');
  // What the server streams once the part's code has resolved there: the part inside its boundary.
  container.innerHTML = `<div data-when-near="${name}" style="display:contents"><!--$-->${renderToString(<Greeting name="Ayşe" />)}<!--/$--></div>`;
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <Part name="Ayşe" />);
  });
  return container;
}

beforeAll(() => {
  // Hydrating by hand rather than through Testing Library, which would say so itself.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('lazyWhenNear', () => {
  it('keeps the server markup and does not load the part until it comes near the viewport', async () => {
    installFakeIntersectionObserver();
    const load = vi.fn(async () => Greeting);
    const container = await serverRenderedThenHydrated(load, 'greeting-near');
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Merhaba Ayşe');
    placeOnScreen(container.querySelector('p')!, 'on');
    await act(async () => {});
    expect(load).toHaveBeenCalledOnce();
    expect(container.textContent).toBe('Merhaba Ayşe');
  });

  it('loads every waiting part on the visitor’s first press', async () => {
    installFakeIntersectionObserver();
    const load = vi.fn(async () => Greeting);
    await serverRenderedThenHydrated(load, 'greeting-press');
    expect(load).not.toHaveBeenCalled();
    await act(async () => window.dispatchEvent(new Event('pointerdown')));
    expect(load).toHaveBeenCalledOnce();
  });

  it('renders a preloaded part with its page at once, never its fallback: nothing below it moves a moment later', async () => {
    const Part = lazyWhenNear('greeting-preloaded', async () => Greeting);
    await Part.preload();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    // Synchronously, in the render that mounts it: no Suspense fallback in between.
    act(() => root.render(<Part name="Ayşe" fallback={<p>Yükleniyor</p>} />));
    expect(container.textContent).toBe('Merhaba Ayşe');
    act(() => root.unmount());
  });

  it('shows the fallback until the code comes when it was not preloaded (a page the app renders itself)', async () => {
    let arrive: (part: typeof Greeting) => void = () => undefined;
    const Part = lazyWhenNear('greeting-late', () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Part name="Ayşe" fallback={<p>Yükleniyor</p>} />));
    expect(container.textContent).toBe('Yükleniyor');
    await act(async () => arrive(Greeting));
    expect(container.textContent).toBe('Merhaba Ayşe');
    act(() => root.unmount());
  });
});
