import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('removes a script element and keeps the text around it', () => {
    const out = sanitizeHtml('<p>Merhaba</p><script>window.hacked = true</script>');
    expect(out).toContain('<p>Merhaba</p>');
    expect(out).not.toMatch(/script/i);
  });

  it('removes an onerror attribute from an image', () => {
    const out = sanitizeHtml('<img src="/a.png" alt="Çay" onerror="alert(1)">');
    expect(out).toContain('alt="Çay"');
    expect(out).not.toMatch(/onerror/i);
  });

  it('drops a javascript: link target but keeps the link text', () => {
    const out = sanitizeHtml('<a href="javascript:alert(1)">Tıkla</a>');
    expect(out).toContain('Tıkla');
    expect(out).not.toMatch(/javascript/i);
  });

  it('opens outside links in a new tab without an opener and leaves shop links alone', () => {
    const out = sanitizeHtml('<a href="https://ornek.com.tr/yazi">Dış</a><a href="/blog">İç</a><a href="mailto:destek@carsi.test">Posta</a>');
    const holder = document.createElement('div');
    holder.innerHTML = out;
    const [outside, inside, mail] = Array.from(holder.querySelectorAll('a'));
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside?.getAttribute('href')).toBe('/blog');
    expect(inside?.hasAttribute('target')).toBe(false);
    expect(mail?.getAttribute('href')).toBe('mailto:destek@carsi.test');
  });

  it('drops data: and vbscript: hrefs', () => {
    const out = sanitizeHtml('<a href="data:text/html,x">A</a><a href="vbscript:x">B</a>');
    expect(out).not.toMatch(/href=/);
  });
});
