import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { Link, MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProgress } from '@/components/layout/navigation-progress.tsx';
import { lazyPageOf, page } from './page.ts';

/** The main layout's frame: the bar, a header that stays, the page inside one Suspense boundary. */
function Frame() {
  return (
    <>
      <NavigationProgress />
      <header>
        <Link to="/">Ana sayfa</Link> <Link to="/urun/1">Ürün</Link>
      </header>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </>
  );
}

function Shop({ pages }: { pages: RouteObject[] }) {
  return useRoutes([{ element: <Frame />, children: pages }]);
}

const drawn = (text: string) => () => <h1>{text}</h1>;
const bar = () => screen.queryByRole('progressbar', { name: 'Sayfa yükleniyor' });

describe('a page of the shop', () => {
  it('is drawn at once when its code was loaded before the first render', async () => {
    const home = page(undefined, async () => drawn('Aradığınız her şey Çarşı’da'));
    await lazyPageOf(home)?.preload();
    render(
      <MemoryRouter>
        <Shop pages={[home]} />
      </MemoryRouter>,
    );
    // No await: the first commit already holds the page, as hydration over a drawn page needs.
    expect(screen.getByRole('heading', { name: 'Aradığınız her şey Çarşı’da' })).toBeTruthy();
  });

  it('keeps the current page with the progress bar until the next page’s code is in', async () => {
    const user = userEvent.setup();
    const product = Promise.withResolvers<ComponentType>();
    const home = page(undefined, async () => drawn('Aradığınız her şey Çarşı’da'));
    const load = vi.fn(() => product.promise);
    await lazyPageOf(home)?.preload();
    render(
      <MemoryRouter>
        <Shop pages={[home, page('/urun/:id', load)]} />
      </MemoryRouter>,
    );
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Ürün' }));
    expect(await screen.findByRole('progressbar', { name: 'Sayfa yükleniyor' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aradığınız her şey Çarşı’da' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => product.resolve(drawn('Çini Kupa')));
    expect(await screen.findByRole('heading', { name: 'Çini Kupa' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Aradığınız her şey Çarşı’da' })).toBeNull();
    await waitFor(() => expect(bar()).toBeNull());

    // Back on a page whose code is in: no wait and no bar.
    await user.click(screen.getByRole('link', { name: 'Ana sayfa' }));
    expect(screen.getByRole('heading', { name: 'Aradığınız her şey Çarşı’da' })).toBeTruthy();
    expect(bar()).toBeNull();
  });

  it('fetches a page ahead without the progress bar, which shows once a move waits for that page', async () => {
    const user = userEvent.setup();
    const product = Promise.withResolvers<ComponentType>();
    const home = page(undefined, async () => drawn('Aradığınız her şey Çarşı’da'));
    const ahead = page('/urun/:id', vi.fn(() => product.promise));
    await lazyPageOf(home)?.preload();
    render(
      <MemoryRouter>
        <Shop pages={[home, ahead]} />
      </MemoryRouter>,
    );
    const fetched = lazyPageOf(ahead)?.prefetch();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(bar()).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Ürün' }));
    expect(await screen.findByRole('progressbar', { name: 'Sayfa yükleniyor' })).toBeTruthy();
    await act(async () => product.resolve(drawn('Çini Kupa')));
    await fetched;
    expect(await screen.findByRole('heading', { name: 'Çini Kupa' })).toBeTruthy();
    await waitFor(() => expect(bar()).toBeNull());
  });

  it('shows the error panel inside the layout when its code cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = page(undefined, () => Promise.reject(new Error('ağ hatası')));
    render(
      <MemoryRouter>
        <Shop pages={[broken]} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Bir şeyler ters gitti')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ürün' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
