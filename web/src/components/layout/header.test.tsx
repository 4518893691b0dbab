import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AtPhoneWidth } from '@/testing/phone-width.tsx';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { Header } from './header.tsx';

const menu = { items: [{ id: 1, name: 'Kadın', link: '/kategori/kadin', groups: [] }] };

/** Scrolls the page to `y` (jsdom lays nothing out: the header's own height reads 0). */
async function scrollTo(y: number) {
  vi.stubGlobal('scrollY', y);
  act(() => void window.dispatchEvent(new Event('scroll')));
  // The header looks once per frame.
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

// What the visitor sees of the header: the logo row moved away above the screen and the rows under the
// search clipped, or all of it.
const compact = (header: HTMLElement) => getComputedStyle(header).transform === 'translateY(-48px)';

function renderHeader(phone = true) {
  fakeBackend(() => ok(menu));
  renderWithProviders(phone ? <AtPhoneWidth><Header /></AtPhoneWidth> : <Header />);
  return screen.getByRole('banner');
}

afterEach(() => vi.unstubAllGlobals());

describe('Header on a phone', () => {
  it('keeps only its search row while the page scrolls down and brings the rest back on the way up', async () => {
    const header = renderHeader();
    expect(compact(header)).toBe(false);
    await scrollTo(600);
    expect(compact(header)).toBe(true);
    expect(getComputedStyle(header).clipPath).toBe('inset(48px 0px calc(100% - 104px))');
    // A finger resting on the screen moves the page a little: nothing changes.
    await scrollTo(595);
    expect(compact(header)).toBe(true);
    await scrollTo(560);
    expect(compact(header)).toBe(false);
    await scrollTo(900);
    expect(compact(header)).toBe(true);
    await scrollTo(0);
    expect(compact(header)).toBe(false);
  });

  it('comes back whole when the keyboard reaches a part it had hidden, not for the search', async () => {
    const header = renderHeader();
    await scrollTo(600);
    act(() => within(header).getByRole('searchbox').focus());
    expect(compact(header)).toBe(true);
    const sections = within(header).getByRole('navigation', { name: 'Bölümler' });
    act(() => within(sections).getByRole('link', { name: 'Pazar' }).focus());
    expect(compact(header)).toBe(false);
    // Scrolling on with the focus there leaves it whole.
    await scrollTo(900);
    expect(compact(header)).toBe(false);
  });

  it('stays whole on a larger screen, where it is one row', async () => {
    const header = renderHeader(false);
    await scrollTo(600);
    expect(getComputedStyle(header).transform).not.toContain('translateY');
  });
});
