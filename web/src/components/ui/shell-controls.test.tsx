import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CountBadge } from './count-badge.tsx';
import { ShellButton } from './shell-button.tsx';
import { ShellIconButton } from './shell-icon-button.tsx';

const withRoutes = (ui: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={ui} />
        <Route path="/giris" element={<h1>Giriş sayfası</h1>} />
      </Routes>
    </MemoryRouter>,
  );

describe('the header controls', () => {
  it('a button with an address is a link that moves inside the shop', async () => {
    withRoutes(<ShellButton to="/giris" startIcon={<svg data-testid="icon" />}>Giriş yap</ShellButton>);
    const link = screen.getByRole('link', { name: 'Giriş yap' });
    expect(link.getAttribute('href')).toBe('/giris');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Giriş sayfası' })).toBeTruthy();
  });

  it('a button without an address is a button that can be pressed from the keyboard', async () => {
    const onClick = vi.fn();
    render(
      <ShellButton variant="contained" onClick={onClick}>
        Tekrar dene
      </ShellButton>,
    );
    screen.getByRole('button', { name: 'Tekrar dene' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('an icon button is named by its label', () => {
    render(
      <ShellIconButton type="submit" aria-label="Ara">
        <svg />
      </ShellIconButton>,
    );
    expect(screen.getByRole('button', { name: 'Ara' }).getAttribute('type')).toBe('submit');
  });

  it.each([
    [0, null],
    [3, '3'],
    [120, '99+'],
  ])('a count of %s reads %s on the badge, which screen readers skip', (count, shown) => {
    const { container } = render(
      <CountBadge count={count}>
        <svg />
      </CountBadge>,
    );
    const badge = container.querySelector('[aria-hidden="true"]');
    expect(badge?.textContent ?? null).toBe(shown);
  });
});
