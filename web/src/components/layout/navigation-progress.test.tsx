import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { trackPageLoad } from '@/lib/page-loads.ts';
import { NavigationProgress } from './navigation-progress.tsx';

/** A page's code on its way, arriving (or failing) when the test says. */
function pageCode() {
  const { promise: code, resolve, reject } = Promise.withResolvers<void>();
  code.catch(() => undefined);
  return { code, arrive: () => resolve(), fail: () => reject(new Error('ağ hatası')) };
}

const bar = () => screen.queryByRole('progressbar', { name: 'Sayfa yükleniyor' });

describe('NavigationProgress', () => {
  it('shows the thin bar only while a page’s code is on its way', async () => {
    render(<NavigationProgress />);
    expect(bar()).toBeNull();

    const next = pageCode();
    act(() => void trackPageLoad(next.code));
    expect(await screen.findByRole('progressbar', { name: 'Sayfa yükleniyor' })).toBeTruthy();

    await act(async () => next.arrive());
    await waitFor(() => expect(bar()).toBeNull());
  });

  it('stays until the last of two pages has arrived, and goes when a load fails', async () => {
    render(<NavigationProgress />);
    const first = pageCode();
    const second = pageCode();
    act(() => {
      void trackPageLoad(first.code);
      void trackPageLoad(second.code);
    });
    expect(await screen.findByRole('progressbar', { name: 'Sayfa yükleniyor' })).toBeTruthy();

    await act(async () => first.arrive());
    expect(bar()).toBeTruthy();

    await act(async () => second.fail());
    await waitFor(() => expect(bar()).toBeNull());
  });

  it('shows a bar from the moment a page’s code is asked for, before its own code has arrived', async () => {
    // A fresh copy, as on the first move of a visit, with MUI's bar still on its way.
    vi.resetModules();
    vi.doMock('@mui/material/LinearProgress', () => new Promise(() => undefined));
    try {
      const { NavigationProgress: FirstMoveProgress } = await import('./navigation-progress.tsx');
      const { trackPageLoad: trackFirstMove } = await import('@/lib/page-loads.ts');
      render(<FirstMoveProgress />);
      const next = pageCode();
      await act(async () => void trackFirstMove(next.code));
      expect(bar()).toBeTruthy();
      await act(async () => next.arrive());
    } finally {
      vi.doUnmock('@mui/material/LinearProgress');
    }
  });
});
