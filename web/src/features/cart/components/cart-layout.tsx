import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** Lines on the left (top on a phone), the summary on the right (below). */
export function CartLayout({ lines, summary }: { lines: ReactNode; summary: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
      <Stack component="ul" aria-label="Sepetteki ürünler" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {lines}
      </Stack>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>{summary}</Box>
    </Box>
  );
}
