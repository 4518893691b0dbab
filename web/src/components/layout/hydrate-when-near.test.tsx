import { act, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HydrateWhenNear as HydrateWhenNearType } from './hydrate-when-near.tsx';
import { installFakeIntersectionObserver, isWatched, placeOnScreen } from '@/testing/fake-intersection-observer.ts';

const hydratedCards: string[] = [];

function Card({ title }: { title: string }) {
  useEffect(() => void hydratedCards.push(title), [title]);
  return <a href="/urun/7">{title}</a>;
}

// Fresh for every test: the visitor's first action releases every wait for the rest of a page's life.
let HydrateWhenNear: typeof HydrateWhenNearType;

beforeEach(async () => {
  vi.resetModules();
  ({ HydrateWhenNear } = await import('./hydrate-when-near.tsx'));
});

const Grid = () => (
  <ul>
    <li>
      <Card title="İlk kart" />
    </li>
    <li>
      <HydrateWhenNear>
        <Card title="Alttaki kart" />
      </HydrateWhenNear>
    </li>
  </ul>
);

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  vi.unstubAllGlobals();
  hydratedCards.length = 0;
  document.body.innerHTML = '';
});

describe('HydrateWhenNear', () => {
  it('leaves the server markup as it is and hydrates it once it comes near the viewport', async () => {
    // The server's HTML (no markup is on the page yet, so nothing waits while it is rendered).
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Grid />);
    document.body.append(container);
    installFakeIntersectionObserver();
    await act(async () => {
      hydrateRoot(container, <Grid />);
    });
    expect(hydratedCards).toEqual(['İlk kart']);
    expect(container.textContent).toBe('İlk kartAlttaki kart');
    placeOnScreen(container.querySelectorAll('a')[1]!, 'on');
    await act(async () => {});
    expect(hydratedCards).toEqual(['İlk kart', 'Alttaki kart']);
    expect(container.querySelectorAll('a')).toHaveLength(2);
  });

  it('renders at once where the app renders the page itself', async () => {
    installFakeIntersectionObserver();
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(container).render(<Grid />));
    expect(hydratedCards).toEqual(['İlk kart', 'Alttaki kart']);
    expect(isWatched(container.querySelectorAll('a')[1]!)).toBe(false);
  });
});
