import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/**
 * Shown where content failed to load; the warning toast has already told why (the SDK's notifier),
 * so this only offers to try again.
 */
export function LoadError({ onRetry, message = 'Bilgiler yüklenemedi.' }: { onRetry: () => void; message?: string }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Tekrar dene
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
