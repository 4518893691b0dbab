import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface ShowMoreButtonProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onClick: () => void;
  /** What is listed, for screen readers ("soru", "yorum"). */
  what: string;
}

/** "Daha fazla göster" under a list shown a page at a time; a failed page says so and asks again. */
export function ShowMoreButton({ hasMore, loading, failed, onClick, what }: ShowMoreButtonProps) {
  if (!hasMore && !failed && !loading) return null;
  return (
    <>
      {failed && (
        <Typography role="alert" sx={{ color: 'warning.main' }} variant="body2">
          Daha fazla {what} yüklenemedi. Tekrar deneyin.
        </Typography>
      )}
      {/* The name begins with the words on the button (WCAG 2.5.3, label in name); what is listed follows for screen readers. */}
      <Button variant="outlined" onClick={onClick} disabled={loading} sx={{ alignSelf: 'flex-start' }}>
        {loading ? 'Yükleniyor…' : 'Daha fazla göster'}
        <span className="sr-only">{` (${what})`}</span>
      </Button>
    </>
  );
}
