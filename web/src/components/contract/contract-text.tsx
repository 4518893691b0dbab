import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

interface Block {
  heading: boolean;
  text: string;
}

/** The contract's HTML read as plain blocks (headings and paragraphs); no markup from the server is rendered. */
export function contractBlocks(html: string): Block[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = Array.from(body.children).map((element) => ({
    heading: /^H[1-6]$/.test(element.tagName),
    text: (element.textContent ?? '').trim(),
  }));
  const loose = blocks.length === 0 ? [{ heading: false, text: (body.textContent ?? '').trim() }] : blocks;
  return loose.filter((block) => block.text !== '');
}

/** The contract's text, headings as headings. */
export function ContractText({ html }: { html: string }) {
  const blocks = useMemo(() => contractBlocks(html), [html]);
  return (
    <>
      {blocks.map((block, index) =>
        block.heading ? (
          <Typography key={index} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {block.text}
          </Typography>
        ) : (
          <Typography key={index} variant="body2">
            {block.text}
          </Typography>
        ),
      )}
    </>
  );
}
