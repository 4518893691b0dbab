// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { locsOf, schemaProblems } from '../testing/sitemap-schema.ts';
import { escapeXml } from './escape-xml.ts';
import { lastmodOf } from './lastmod.ts';
import { parsePartFile } from './part-file.ts';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';

const absolute = (path: string) => new URL(path, 'https://www.carsi.test/').href;
const builtAt = new Date('2026-11-28T12:00:00.500Z');

describe('sitemap XML', () => {
  it('escapes what XML must and drops what it cannot carry', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    expect(escapeXml('bir\u0000iki\u0008üç\ud800')).toBe('birikiüç');
    expect(escapeXml('çay 🍵')).toBe('çay 🍵');
  });

  it('writes valid documents whose addresses read back as given', async () => {
    const entries = [{ path: '/arama?q=çay&sayfa=2' }, { path: '/urun/1', lastmod: new Date('2025-10-01T09:00:00Z') }];
    const urlset = urlsetXml(entries, absolute, builtAt);
    expect(await schemaProblems(urlset, 'sitemap')).toEqual([]);
    expect(locsOf(urlset)).toEqual(['https://www.carsi.test/arama?q=%C3%A7ay&sayfa=2', 'https://www.carsi.test/urun/1']);
    expect(urlset).toContain('<lastmod>2025-10-01T09:00:00Z</lastmod>');
    expect(urlset).toContain('<lastmod>2026-11-28T12:00:00Z</lastmod>');
    const index = sitemapIndexXml([{ path: '/sitemap/urunler.xml' }], absolute, builtAt);
    expect(await schemaProblems(index, 'siteindex')).toEqual([]);
    // The schema wants at least one address: an empty sitemap is never written (its area leaves the index).
    expect(await schemaProblems(urlsetXml([], absolute, builtAt), 'sitemap')).not.toEqual([]);
  });

  it('never dates a page after the sitemap was built', () => {
    expect(lastmodOf(new Date('2030-01-01T00:00:00Z'), builtAt)).toBe('2026-11-28T12:00:00Z');
    expect(lastmodOf(undefined, builtAt)).toBe('2026-11-28T12:00:00Z');
  });

  it('reads a part from its file name, one name per part', () => {
    expect(parsePartFile('urunler.xml')).toEqual({ area: 'urunler', part: 1 });
    expect(parsePartFile('pazar-ilanlari-12.xml')).toEqual({ area: 'pazar-ilanlari', part: 12 });
    expect(parsePartFile('pazar-ilanlari.xml')).toEqual({ area: 'pazar-ilanlari', part: 1 });
    expect(parsePartFile('urunler-1.xml')).toEqual({ area: 'urunler-1', part: 1 });
    expect(parsePartFile('urunler.txt')).toBeUndefined();
    expect(parsePartFile('../urunler.xml')).toBeUndefined();
    expect(parsePartFile(undefined)).toBeUndefined();
  });
});
