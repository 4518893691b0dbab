import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface ScrollRowProps {
  /** The list's accessible name. */
  label: string;
  /** How wide one item is, per breakpoint (e.g. `{ xs: '88%', md: '100%' }`). */
  itemWidth: Record<string, string>;
  /** Extra styles of the list (scroll snapping, padding for the scroll bar). */
  sx?: SxProps<Theme>;
  /** The `<li>` items. */
  children: ReactNode;
}

/** A list that scrolls sideways, one row of equal items, as the home page's shelves do. */
export function ScrollRow({ label, itemWidth, sx, children }: ScrollRowProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={[
        { listStyle: 'none', m: 0, p: 0, display: 'grid', gridAutoFlow: 'column', gridAutoColumns: itemWidth, gap: 1.5, overflowX: 'auto' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
