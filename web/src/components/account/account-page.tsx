import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One account page: its title (h1 and the document title) and its content. */
export function AccountPage({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack spacing={2}>
      <title>{`${title} — Hesabım — Çarşı`}</title>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Stack>
  );
}
