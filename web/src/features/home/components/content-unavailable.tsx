import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ContentUnavailableProps {
  /** What could not be loaded, e.g. "Öne çıkan kategoriler". */
  what: string;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * The note over a home block's fallback when the content service is slow or down (10 s timeout):
 * the SDK's toast already said why; this says what is shown instead and offers to try again.
 */
export function ContentUnavailable({ what, onRetry, retrying }: ContentUnavailableProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 1.5 }}>
      <Typography variant="body2" color="textSecondary" role="status">
        {what} şu anda yüklenemedi; yerine bunlara göz atabilirsiniz.
      </Typography>
      <Button size="small" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Yükleniyor…' : 'Tekrar dene'}
        <span className="sr-only">: {what}</span>
      </Button>
    </Stack>
  );
}
