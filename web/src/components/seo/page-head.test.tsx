import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils.tsx';
import { PageHead, summarize } from './page-head.tsx';

const head = () => document.head;
const attr = (selector: string, name: string) => head().querySelector(selector)?.getAttribute(name);

describe('PageHead', () => {
  it('gives the page its title, a short description, its canonical address without filters, and its card', async () => {
    renderWithProviders(
      <PageHead
        title="Bakır Cezve — Çarşı"
        description={`Bakır Cezve ₺399,90. ${'El dövmesi bakır, iki fincanlık. '.repeat(10)}`}
        image={{ url: '/paylasim/urun/1.png', width: 1200, height: 630, alt: 'Bakır cezve' }}
        type="product"
        structuredData={[{ '@context': 'https://schema.org', '@type': 'Product', name: 'Bakır </script> Cezve' }]}
      />,
      { path: '/urun/1?siralama=fiyat-artan&utm_source=x' },
    );
    await expect.poll(() => document.title).toBe('Bakır Cezve — Çarşı');
    const origin = window.location.origin;
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${origin}/urun/1`);
    expect(attr('meta[property="og:url"]', 'content')).toBe(`${origin}/urun/1`);
    expect(attr('meta[property="og:image"]', 'content')).toBe(`${origin}/paylasim/urun/1.png`);
    expect(attr('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    const description = attr('meta[name="description"]', 'content') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(head().querySelector('meta[name="robots"]')).toBeNull();
    const script = document.querySelector('script[type="application/ld+json"]');
    // A "</script>" inside the data cannot end the element early.
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({ name: 'Bakır </script> Cezve' });
  });

  it('keeps an empty search out of search results', async () => {
    renderWithProviders(<PageHead title="“zzz” için sonuçlar — Çarşı" description="Sonuç yok." noindex />, { path: '/arama?q=zzz' });
    await expect.poll(() => attr('meta[name="robots"]', 'content')).toBe('noindex, follow');
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}/arama?q=zzz`);
    expect(attr('meta[name="twitter:card"]', 'content')).toBe('summary');
  });

  it('cuts a description at a word, never mid-word', () => {
    expect(summarize('kısa')).toBe('kısa');
    const cut = summarize('kelime '.repeat(40));
    expect(cut).toMatch(/kelime…$/);
    expect(cut.length).toBeLessThanOrEqual(160);
  });
});
