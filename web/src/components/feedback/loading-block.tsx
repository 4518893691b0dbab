import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A spinner in place of content that is still loading, announced to screen readers. */
export function LoadingBlock({ label = 'Yükleniyor…' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
