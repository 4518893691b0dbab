/** The browser mock mode's world: from `?world=` and `?scenario=`, remembered in the carsi_world cookie. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPageWorld, type CookieJar } from './page-world.ts';
import { defaultWorld } from './scope.ts';

/** A page's cookies as `document.cookie` reads and writes them (one cookie, path and flags ignored). */
function jar(initial = ''): CookieJar & { value: string } {
  const state = { value: initial };
  return {
    get value() {
      return state.value;
    },
    get cookie() {
      return state.value;
    },
    set cookie(text: string) {
      state.value = /max-age=0/.test(text) ? '' : (text.split(';')[0] ?? '');
    },
  };
}

afterEach(() => {
  defaultWorld.name = 'default';
  vi.restoreAllMocks();
});

describe('the page world of the browser mock mode', () => {
  it('opens the world of ?world= and remembers it for the next loads; ?world= empty goes back', () => {
    const cookies = jar();
    expect(openPageWorld('?world=qa-ayse', cookies)).toEqual({ name: 'qa-ayse' });
    expect(cookies.value).toBe('carsi_world=qa-ayse');
    expect(defaultWorld.name).toBe('qa-ayse');
    expect(openPageWorld('?q=cay', cookies)).toEqual({ name: 'qa-ayse' });
    expect(openPageWorld('?world=', cookies)).toEqual({ name: 'default' });
    expect(cookies.value).toBe('');
    expect(openPageWorld('', cookies)).toEqual({ name: 'default' });
  });

  it('starts a scenario in the world named after it unless a world is named', () => {
    const cookies = jar('carsi_world=qa-ayse');
    expect(openPageWorld('?scenario=store-owner', cookies)).toEqual({ name: 'store-owner', scenario: 'store-owner' });
    expect(cookies.value).toBe('carsi_world=store-owner');
    expect(openPageWorld('?world=qa-2&scenario=live-auction', cookies)).toEqual({ name: 'qa-2', scenario: 'live-auction' });
  });

  it('ignores, with a warning, a world name or scenario it cannot use', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cookies = jar('carsi_world=qa-ayse');
    expect(openPageWorld('?world=%C3%A7ok%20uzun%20ad', cookies)).toEqual({ name: 'qa-ayse' });
    expect(openPageWorld('?scenario=yok-boyle', cookies)).toEqual({ name: 'qa-ayse' });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
