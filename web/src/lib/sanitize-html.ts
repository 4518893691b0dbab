import DOMPurify from 'dompurify';

const SAFE_HREF = /^(?:https?:|mailto:)/i;

/** True when an href points outside this shop (another origin over http(s)). */
function isExternal(href: string): boolean {
  if (!/^https?:/i.test(href)) return false;
  try {
    return new URL(href).origin !== window.location.origin;
  } catch {
    return true;
  }
}

/**
 * Sanitises HTML that comes from a service (blog articles, help answers, static pages) before it is
 * rendered: scripts, event-handler attributes and every scheme but http(s)/mailto are removed by
 * DOMPurify; relative links of the shop stay; outside links open in a new tab without an opener.
 */
export function sanitizeHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
  for (const anchor of Array.from(fragment.querySelectorAll('a'))) {
    const href = anchor.getAttribute('href')?.trim() ?? '';
    const relative = href.startsWith('/') && !href.startsWith('//');
    if (!relative && !SAFE_HREF.test(href)) {
      anchor.removeAttribute('href');
      continue;
    }
    if (isExternal(href)) {
      anchor.setAttribute('target', '_blank');
      anchor.setAttribute('rel', 'noopener noreferrer');
    } else {
      anchor.removeAttribute('target');
    }
  }
  const holder = document.createElement('div');
  holder.appendChild(fragment);
  return holder.innerHTML;
}
