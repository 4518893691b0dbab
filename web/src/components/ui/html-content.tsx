import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html.ts';

const bodySx = {
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& img': { maxWidth: '100%', height: 'auto' },
  '& h1, & h2, & h3': { lineHeight: 1.3 },
  '& a': { color: 'primary.main' },
} as const;

/** Service HTML (articles, help answers, static pages), sanitised before it reaches the page. */
export function HtmlContent({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <Box sx={[bodySx, ...(Array.isArray(sx) ? sx : [sx])]} dangerouslySetInnerHTML={{ __html: safe }} />;
}
