import { describe, expect, it } from 'vitest';
import { isAppRoute, safeOutsideHref } from './links.ts';

describe('isAppRoute', () => {
  it('accepts paths of this site', () => {
    expect(isAppRoute('/pazar')).toBe(true);
    expect(isAppRoute('/arama?q=%C3%A7anta')).toBe(true);
  });
  it.each(['//evil.example', '/\\evil.example', '/\\/evil.example', '/\t/evil.example', '/\n/evil.example', 'https://evil.example', 'javascript:alert(1)', 'pazar'])(
    'refuses %j',
    (link) => expect(isAppRoute(link)).toBe(false),
  );
});

describe('safeOutsideHref', () => {
  it('keeps https addresses', () => {
    expect(safeOutsideHref('https://kargo.example/takip?no=1')).toBe('https://kargo.example/takip?no=1');
  });
  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>1</script>', 'http://kargo.example', 'https://user:pw@kargo.example', '/yerel', '', null, undefined])(
    'drops %j',
    (link) => expect(safeOutsideHref(link)).toBeUndefined(),
  );
});
