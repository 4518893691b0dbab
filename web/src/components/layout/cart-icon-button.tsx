import { CountBadge } from '@/components/ui/count-badge.tsx';
import { ShellIconButton } from '@/components/ui/shell-icon-button.tsx';
import { ShellIcon } from '@/components/ui/shell-icons.tsx';

interface CartIconButtonProps {
  href: string;
  /** "Sepetim" or the section's "Pazar sepetim". */
  name: string;
  /** Undefined while the count is not known: the label then says no count rather than "boş". */
  count: number | undefined;
}

/** The cart icon; its badge counts the items and the label says the count aloud. */
export function CartIconButton({ href, name, count }: CartIconButtonProps) {
  const label = count === undefined ? name : count > 0 ? `${name}, ${count} ürün` : `${name}, boş`;
  return (
    <ShellIconButton to={href} aria-label={label}>
      <CountBadge count={count ?? 0}>
        <ShellIcon name="cart" />
      </CountBadge>
    </ShellIconButton>
  );
}
