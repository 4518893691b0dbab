import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMemo, useSyncExternalStore } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html.ts';

const bodySx = {
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& img': { maxWidth: '100%', height: 'auto' },
  '& h1, & h2, & h3': { lineHeight: 1.3 },
  '& a': { color: 'primary.main' },
} as const;

const noSubscription = () => () => undefined;

/**
 * Service HTML (articles, help answers, static pages), sanitised before it reaches the page. The
 * sanitiser (DOMPurify) needs a browser DOM: a server render leaves the body empty and the browser
 * fills it right after hydration (the server snapshot is "not in a browser", so hydration matches).
 */
export function HtmlContent({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const safe = useMemo(() => (inBrowser ? sanitizeHtml(html) : ''), [html, inBrowser]);
  return <Box sx={[bodySx, ...(Array.isArray(sx) ? sx : [sx])]} dangerouslySetInnerHTML={{ __html: safe }} />;
}
