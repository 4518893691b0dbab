import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyPart } from './lazy-part.tsx';

describe('LazyPart', () => {
  it('asks for a part below the first screen only once the first screen has painted', async () => {
    const load = vi.fn(async () => ({ default: () => <p>Öne çıkan ürünler</p> }));
    const Part = lazy(load);
    render(
      <>
        <h1>Kampanyalar</h1>
        <LazyPart belowFold loading={<p>Yükleniyor</p>}>
          <Part />
        </LazyPart>
      </>,
    );
    expect(screen.getByText('Yükleniyor')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByText('Öne çıkan ürünler')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows its fallback, and only that part, when its code cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Part = lazy(async () => Promise.reject(new Error('ağ hatası')));
    render(
      <>
        <h1>Kampanyalar</h1>
        <LazyPart loading={<p>Yükleniyor</p>} failed={<p>Bu bölüm yüklenemedi</p>}>
          <Part />
        </LazyPart>
      </>,
    );
    expect(await screen.findByText('Bu bölüm yüklenemedi')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kampanyalar' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
