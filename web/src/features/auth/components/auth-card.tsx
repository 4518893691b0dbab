import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every auth page: full width on a phone, a centred card from tablets up. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, sm: 6 }, px: { xs: 0, sm: 2 } }}>
      <Paper
        elevation={0}
        sx={{ width: '100%', maxWidth: 480, p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}
      >
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
        {footer && <Box sx={{ mt: 3 }}>{footer}</Box>}
      </Paper>
    </Box>
  );
}
