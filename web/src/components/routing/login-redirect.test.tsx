import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { expect, it } from 'vitest';
import { RouterAt, testRouter } from '@/testing/router-probe.tsx';
import { LoginRedirect, type LoginRedirectProps } from './login-redirect.tsx';

/** The shop at `at` behind the redirect, with the login page's code arriving when the test says. */
function shopAt(at: string, props: LoginRedirectProps = {}) {
  let arrive: () => void = () => undefined;
  const LoginPage = lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>Giriş yap</h1> });
      }),
  );
  const router = testRouter(at);
  render(
    <RouterAt path={at} router={router}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/giris" element={<LoginPage />} />
          <Route path="*" element={<LoginRedirect {...props} />} />
        </Routes>
      </Suspense>
    </RouterAt>,
  );
  return { router, loginArrives: () => act(async () => arrive()) };
}

const address = ({ pathname, search }: { pathname: string; search: string }) => `${pathname}${search}`;

it('says that the login page is on its way, then sends the visitor there to come back here', async () => {
  const { router, loginArrives } = shopAt('/hesabim/siparislerim?sekme=iade');
  expect(screen.getByRole('progressbar', { name: 'Giriş sayfası açılıyor…' })).toBeTruthy();

  await loginArrives();
  expect(await screen.findByRole('heading', { name: 'Giriş yap' })).toBeTruthy();
  expect(address(router.state.location)).toBe('/giris?redirectTo=%2Fhesabim%2Fsiparislerim%3Fsekme%3Diade');
});

it('takes the return address it is given', async () => {
  const checkout = shopAt('/odeme?adim=2', { returnTo: '/odeme' });
  await checkout.loginArrives();
  await screen.findByRole('heading', { name: 'Giriş yap' });
  expect(address(checkout.router.state.location)).toBe('/giris?redirectTo=%2Fodeme');
});

it('leaves the return to the login page when told to', async () => {
  const done = shopAt('/odeme/tamamlandi/7', { returnTo: null });
  await done.loginArrives();
  await screen.findByRole('heading', { name: 'Giriş yap' });
  expect(address(done.router.state.location)).toBe('/giris');
});
