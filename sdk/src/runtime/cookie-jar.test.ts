import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie, writeCookie } from './cookie-jar.ts';

const NAME = 'carsi_jar_test';

describe('the cookie jar', () => {
  afterEach(() => removeCookie(NAME));

  it('reads back at once what it writes and removes, within the same run of script', () => {
    expect(readCookie(NAME)).toBeUndefined();
    writeCookie(NAME, 'bir', {});
    expect(readCookie(NAME)).toBe('bir');
    writeCookie(NAME, 'iki değer', {});
    expect(readCookie(NAME)).toBe('iki değer');
    removeCookie(NAME);
    expect(readCookie(NAME)).toBeUndefined();
  });

  it('sees a cookie written by someone else (another tab, a server answer) from the next run of script', async () => {
    expect(readCookie(NAME)).toBeUndefined();
    document.cookie = `${NAME}=disaridan; path=/`;
    await Promise.resolve();
    expect(readCookie(NAME)).toBe('disaridan');
  });
});
