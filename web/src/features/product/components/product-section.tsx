import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { HydratedApart } from '@/components/layout/hydrated-apart.tsx';

/** A titled part of the product page; its content is hydrated on its own (see HydratedApart). */
export function ProductSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <HydratedApart>{children}</HydratedApart>
    </Box>
  );
}
