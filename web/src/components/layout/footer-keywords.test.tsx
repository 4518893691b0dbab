import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { FooterKeywords } from './footer-keywords.tsx';

describe('FooterKeywords', () => {
  it('is marked busy while the popular searches load, then lists them by group, each a link to its search', async () => {
    fakeBackend(() => ok([{ id: 1, keyword: 'çay bardağı', group: 'Popüler Aramalar' }]));
    renderWithProviders(<FooterKeywords />);
    const nav = screen.getByRole('navigation', { name: 'Popüler aramalar' });
    expect(nav.getAttribute('aria-busy')).toBe('true');

    expect(await screen.findByRole('heading', { name: 'Popüler Aramalar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'çay bardağı' }).getAttribute('href')).toContain('/arama?q=');
    expect(nav.getAttribute('aria-busy')).toBe('false');
  });
});
