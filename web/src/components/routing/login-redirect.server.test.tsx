// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { LoginRedirect } from './login-redirect.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

it('on the server, says the login page is on its way without moving (the browser decides once it knows the session)', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const html = renderToString(
    <StaticRouter location="/hesabim/siparislerim">
      <LoginRedirect />
    </StaticRouter>,
  );
  expect(html).toContain('Giriş sayfası açılıyor…');
  expect(warn).not.toHaveBeenCalled();
});
