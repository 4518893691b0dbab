import type { ReactNode } from 'react';
import { ShellIcon, type ShellIconName } from '@/components/ui/shell-icons.tsx';

interface EmptyResultProps {
  icon: ShellIconName;
  /** What is empty, said as a sentence ("Sepetinizde ürün bulunmuyor."). */
  title: string;
  /** What to try instead, in secondary text. */
  hint?: string;
  /** The ways on: buttons or links. */
  children: ReactNode;
}

/** A page's whole content when it has nothing to show (an empty cart, a search without results): empty-result.css. */
export function EmptyResult({ icon, title, hint, children }: EmptyResultProps) {
  return (
    <div role="status" className="empty-result">
      <ShellIcon name={icon} className="empty-result__icon" />
      <p className="empty-result__title">{title}</p>
      {hint !== undefined && <p className="empty-result__hint">{hint}</p>}
      <div className="empty-result__actions">{children}</div>
    </div>
  );
}
