import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate, type InitialEntry } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ScrollRestoration } from './scroll-restoration.tsx';

let scrollY = 0;
let scrollTo: MockInstance<(x: number, y: number) => void>;

/** The visitor scrolls the window to `y` (jsdom has no layout, so the position is the test's). */
function scrollWindowTo(y: number) {
  scrollY = y;
  fireEvent.scroll(window);
}

/** Where the app last put the window. */
const lastScroll = () => scrollTo.mock.calls.at(-1);

function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Geri
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        İleri
      </button>
    </>
  );
}

function Shop({ at = '/arama?q=kupa' }: { at?: InitialEntry }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <ScrollRestoration />
      <HistoryButtons />
      <Link to="/urun/1">Çini Kupa</Link>
      <Link to="/yardim#iade">İade</Link>
      <Routes>
        <Route path="/arama" element={<h1>Arama</h1>} />
        <Route path="/urun/:id" element={<h1>Ürün</h1>} />
        <Route path="/yardim" element={<h2 id="iade">İade koşulları</h2>} />
      </Routes>
    </MemoryRouter>
  );
}

beforeEach(() => {
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((_x: number | ScrollToOptions = 0, y = 0) => {
    scrollY = y;
  }) as MockInstance<(x: number, y: number) => void>;
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('ScrollRestoration', () => {
  it('opens a new page at the top and returns to where each page was on back and forward', async () => {
    const user = userEvent.setup();
    render(<Shop />);
    // The first page stays where the browser put it.
    expect(scrollTo).not.toHaveBeenCalled();

    scrollWindowTo(640);
    await user.click(screen.getByRole('link', { name: 'Çini Kupa' }));
    expect(await screen.findByRole('heading', { name: 'Ürün' })).toBeTruthy();
    expect(lastScroll()).toEqual([0, 0]);

    scrollWindowTo(200);
    await user.click(screen.getByRole('button', { name: 'Geri' }));
    expect(await screen.findByRole('heading', { name: 'Arama' })).toBeTruthy();
    expect(lastScroll()).toEqual([0, 640]);

    await user.click(screen.getByRole('button', { name: 'İleri' }));
    expect(await screen.findByRole('heading', { name: 'Ürün' })).toBeTruthy();
    expect(lastScroll()).toEqual([0, 200]);
  });

  it('brings a reloaded page back to where it was', async () => {
    const entry = { pathname: '/arama', search: '?q=kupa', key: 'arama-1' };
    const first = render(<Shop at={entry} />);
    scrollWindowTo(900);
    fireEvent(window, new Event('pagehide'));
    first.unmount();

    scrollY = 0;
    render(<Shop at={entry} />);
    expect(await screen.findByRole('heading', { name: 'Arama' })).toBeTruthy();
    expect(lastScroll()).toEqual([0, 900]);
  });

  it('opens a page by its address at the top, though the page opened by address before it was scrolled', async () => {
    // Every document load's first entry has the router's key "default".
    const opened = (pathname: string) => ({ pathname, search: '', key: 'default' });
    const navigations = (type: NavigationTimingType) => [{ type }] as unknown as PerformanceEntryList;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue(navigations('navigate'));
    const product = render(<Shop at={opened('/urun/1')} />);
    scrollWindowTo(930);
    fireEvent(window, new Event('pagehide'));
    product.unmount();

    scrollY = 0;
    const search = render(<Shop at={opened('/arama')} />);
    expect(await screen.findByRole('heading', { name: 'Arama' })).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalled();
    search.unmount();

    // Going back to the product's document returns to where it was.
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue(navigations('back_forward'));
    render(<Shop at={opened('/urun/1')} />);
    expect(await screen.findByRole('heading', { name: 'Ürün' })).toBeTruthy();
    expect(lastScroll()).toEqual([0, 930]);
  });

  it('opens a link with a #hash at the element it names', async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(<Shop />);
    await user.click(screen.getByRole('link', { name: 'İade' }));
    expect(await screen.findByRole('heading', { name: 'İade koşulları' })).toBeTruthy();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'İade koşulları' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
