import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
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
    const router = createMemoryRouter([{ path: '/', Component: Flaky, ErrorBoundary: RouteErrorBoundary }]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Bir şeyler ters gitti')).toBeTruthy();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Sayfa içeriği')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
