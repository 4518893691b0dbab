// @vitest-environment node
import { AUTH_COOKIE_NAME } from '@carsi/sdk/runtime';
import { describe, expect, it } from 'vitest';
import { memberPageLoader } from './member-page.ts';

const ask = (url: string, cookie?: string) => memberPageLoader({ request: new Request(url, cookie ? { headers: { cookie } } : {}) });

describe('memberPageLoader', () => {
  it('sends a visitor to the login page with the address to come back to', () => {
    let answer: unknown;
    try {
      ask('https://carsi.example/hesabim/siparislerim?sekme=iade');
    } catch (thrown) {
      answer = thrown;
    }
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/giris?redirectTo=%2Fhesabim%2Fsiparislerim%3Fsekme%3Diade');
  });

  it('renders the page for a device that holds a session cookie', () => {
    expect(ask('https://carsi.example/odeme', `carsi_world=a; ${AUTH_COOKIE_NAME}=token`)).toBeNull();
  });
});
