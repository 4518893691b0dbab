import { ShellButton } from '@/components/ui/shell-button.tsx';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';

/**
 * Shown where content failed to load; the warning toast has already told why (the SDK's notifier),
 * so this only offers to try again. Drawn as MUI's standard warning Alert without MUI (load-error.css):
 * list pages show it in place of their content, and their first load carries no MUI.
 */
export function LoadError({ onRetry, message = 'Bilgiler yüklenemedi.' }: { onRetry: () => void; message?: string }) {
  return (
    <div role="alert" className="load-error">
      <ShellIcon name="warning" className="load-error__icon" />
      <p className="load-error__message">{message}</p>
      <ShellButton size="small" className="load-error__retry" onClick={onRetry}>
        Tekrar dene
      </ShellButton>
    </div>
  );
}
