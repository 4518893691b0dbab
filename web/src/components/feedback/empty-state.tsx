import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing yet, with an optional way forward. */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="textSecondary" sx={{ mb: action ? 2 : 0 }}>
        {message}
      </Typography>
      {action}
    </Paper>
  );
}
