import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, it } from 'vitest';
import { FIRST_ENTRY_KEY, SHOWN_ENTRY_ATTRIBUTE } from '@/lib/shown-entry.ts';
import { ShownEntryMark } from './shown-entry-mark.tsx';

const shownEntry = () => document.documentElement.getAttribute(SHOWN_ENTRY_ATTRIBUTE);

it('names the entry whose page is on the screen, not the one whose code is still on its way', async () => {
  let showProduct: () => void = () => undefined;
  const Product = lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        showProduct = () => resolve({ default: () => <h1>Çini Kupa</h1> });
      }),
  );
  render(
    <MemoryRouter initialEntries={['/']}>
      <ShownEntryMark />
      <Link to="/urun/1">Kupaya git</Link>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/" element={<h1>Ana sayfa</h1>} />
          <Route path="/urun/:id" element={<Product />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
  expect(shownEntry()).toBe(FIRST_ENTRY_KEY);

  await userEvent.click(screen.getByRole('link', { name: 'Kupaya git' }));
  // The router keeps the home page up while the product page's code loads: the mark stays with it.
  expect(screen.queryByRole('heading', { name: 'Ana sayfa' })).not.toBeNull();
  expect(shownEntry()).toBe(FIRST_ENTRY_KEY);

  await act(async () => showProduct());
  expect(await screen.findByRole('heading', { name: 'Çini Kupa' })).not.toBeNull();
  expect(shownEntry()).not.toBe(FIRST_ENTRY_KEY);
  expect(shownEntry()).toMatch(/\w+/);
});
