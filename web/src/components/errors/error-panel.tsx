import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ShellButton } from '@/components/ui/shell-button.tsx';

interface ErrorPanelProps {
  title?: string;
  message?: string;
  onRetry: () => void;
}

/** What a failed page shows instead of its content: a short Turkish note and "Tekrar dene". */
export function ErrorPanel({
  title = 'Bir şeyler ters gitti',
  message = 'Bu bölüm şu anda gösterilemiyor. Lütfen tekrar deneyin.',
  onRetry,
}: ErrorPanelProps) {
  return (
    <Stack role="alert" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2 }}>
      <ErrorOutline color="error" sx={{ fontSize: 48 }} aria-hidden />
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      <Typography color="text.secondary">{message}</Typography>
      <ShellButton variant="contained" onClick={onRetry}>
        Tekrar dene
      </ShellButton>
    </Stack>
  );
}
