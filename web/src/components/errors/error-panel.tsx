import { ShellButton } from '@/components/ui/shell-button.tsx';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';

interface ErrorPanelProps {
  title?: string;
  message?: string;
  onRetry: () => void;
}

/** What a failed page shows instead of its content: a short Turkish note and "Tekrar dene" (status-panel.css). */
export function ErrorPanel({
  title = 'Bir şeyler ters gitti',
  message = 'Bu bölüm şu anda gösterilemiyor. Lütfen tekrar deneyin.',
  onRetry,
}: ErrorPanelProps) {
  return (
    <div role="alert" className="status-panel">
      <ShellIcon name="error" className="status-panel__icon" />
      <h1 className="status-panel__title">{title}</h1>
      <p className="status-panel__message">{message}</p>
      <ShellButton variant="contained" onClick={onRetry}>
        Tekrar dene
      </ShellButton>
    </div>
  );
}
