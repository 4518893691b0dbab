import type { ReactNode } from 'react';

/** What a list shows when it has nothing yet, with an optional way forward (MUI's outlined Paper, empty-state.css). */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-state__message">{message}</p>
      {action}
    </div>
  );
}
