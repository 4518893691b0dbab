import type { ReactNode } from 'react';

interface CountBadgeProps {
  count: number;
  /** Above this the badge reads "max+". */
  max?: number;
  children: ReactNode;
}

/**
 * A count on the corner of an icon, as MUI's Badge shows it (shell-controls.css); nothing when the
 * count is zero. Hidden from screen readers: the control it sits on says the count in its label.
 */
export function CountBadge({ count, max = 99, children }: CountBadgeProps) {
  return (
    <span className="count-badge">
      {children}
      {count > 0 && (
        <span className="count-badge__count" aria-hidden>
          {count > max ? `${max}+` : count}
        </span>
      )}
    </span>
  );
}
