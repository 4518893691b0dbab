import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

describe('RouteErrorBoundary', () => {
  it('shows a Turkish message and renders the page again on "Tekrar dene"', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('boom');
      return <p>Sayfa içeriği</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Routes>
            <Route
              path="/"
              element={
                <RouteErrorBoundary>
                  <Flaky />
                </RouteErrorBoundary>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Bir şeyler ters gitti')).toBeTruthy();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Sayfa içeriği')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('keeps the links around a failed page and shows the next page the visitor opens', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <nav>
            <Link to="/sepetim">Sepetim</Link>
          </nav>
          <RouteErrorBoundary>
            <Routes>
              <Route path="/" element={<Broken />} />
              <Route path="/sepetim" element={<p>Sepetiniz boş</p>} />
            </Routes>
          </RouteErrorBoundary>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Bir şeyler ters gitti')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Sepetim' }));
    expect(await screen.findByText('Sepetiniz boş')).toBeTruthy();
    expect(screen.queryByText('Bir şeyler ters gitti')).toBeNull();
    vi.restoreAllMocks();
  });
});
