import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProgress } from './navigation-progress.tsx';

/** What a move waits for (a page's code, or its loader's answer), arriving or failing when the test says. */
function onItsWay<T>() {
  const { promise, resolve, reject } = Promise.withResolvers<T>();
  return { promise, arrive: (value: T) => act(async () => resolve(value)), fail: () => act(async () => reject(new Error('ağ hatası'))) };
}

const bar = () => screen.queryByRole('progressbar', { name: 'Sayfa yükleniyor' });
const heading = (name: string) => screen.queryByRole('heading', { level: 1, name });

/** A shop of a home page and `pages`, with the bar and a link to each page above them, opened at its home. */
function shopWith(pages: RouteObject[], Progress: ComponentType = NavigationProgress) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <Progress />
          <Link to="/sepetim">Sepetim</Link>
          <Link to="/giris">Giriş yap</Link>
          <Outlet />
        </>
      ),
      ErrorBoundary: () => <h1>Sayfa açılamadı</h1>,
      children: [{ index: true, element: <h1>Ana sayfa</h1> }, ...pages],
    },
  ]);
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

describe('NavigationProgress', () => {
  it('shows the thin bar over the page being left while the next page’s code is on its way', async () => {
    const cartCode = onItsWay<{ element: React.JSX.Element }>();
    const user = shopWith([{ path: 'sepetim', lazy: () => cartCode.promise }]);
    expect(heading('Ana sayfa')).toBeTruthy();
    expect(bar()).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Sepetim' }));
    expect(await screen.findByRole('progressbar', { name: 'Sayfa yükleniyor' })).toBeTruthy();
    expect(heading('Ana sayfa')).toBeTruthy();

    await cartCode.arrive({ element: <h1>Sepetim</h1> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sepetim' })).toBeTruthy();
    expect(bar()).toBeNull();
  });

  it('stays until the visitor’s last move has finished, and goes when that move fails', async () => {
    const cartCode = onItsWay<{ element: React.JSX.Element }>();
    const loginData = onItsWay<null>();
    const user = shopWith([
      { path: 'sepetim', lazy: () => cartCode.promise },
      { path: 'giris', loader: () => loginData.promise, element: <h1>Giriş yap</h1> },
    ]);
    await user.click(screen.getByRole('link', { name: 'Sepetim' }));
    // A second move before the first page came: the first is dropped, the bar stays for the second.
    await user.click(screen.getByRole('link', { name: 'Giriş yap' }));
    await cartCode.arrive({ element: <h1>Sepetim</h1> });
    expect(bar()).toBeTruthy();
    expect(heading('Ana sayfa')).toBeTruthy();
    expect(heading('Sepetim')).toBeNull();

    await loginData.fail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa açılamadı' })).toBeTruthy();
    await waitFor(() => expect(bar()).toBeNull());
  });

  it('shows a bar from the moment a move starts, before its own code has arrived', async () => {
    // A fresh copy, as on the first move of a visit, with MUI's bar still on its way.
    vi.resetModules();
    vi.doMock('@mui/material/LinearProgress', () => new Promise(() => undefined));
    try {
      const { NavigationProgress: FirstMoveProgress } = await import('./navigation-progress.tsx');
      const cartCode = onItsWay<{ element: React.JSX.Element }>();
      const user = shopWith([{ path: 'sepetim', lazy: () => cartCode.promise }], FirstMoveProgress);
      expect(bar()).toBeNull();
      await user.click(screen.getByRole('link', { name: 'Sepetim' }));
      expect(bar()).toBeTruthy();
      await cartCode.arrive({ element: <h1>Sepetim</h1> });
      await waitFor(() => expect(bar()).toBeNull());
    } finally {
      vi.doUnmock('@mui/material/LinearProgress');
    }
  });
});
