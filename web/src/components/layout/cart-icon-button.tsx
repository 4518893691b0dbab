import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { CountBadge } from '@/components/ui/count-badge.tsx';
import { ShellIconButton } from '@/components/ui/shell-icon-button.tsx';

interface CartIconButtonProps {
  href: string;
  /** "Sepetim" or the section's "Pazar sepetim". */
  name: string;
  count: number;
}

/** The cart icon; its badge counts the items and the label says the count aloud. */
export function CartIconButton({ href, name, count }: CartIconButtonProps) {
  const label = count > 0 ? `${name}, ${count} ürün` : `${name}, boş`;
  return (
    <ShellIconButton to={href} aria-label={label}>
      <CountBadge count={count}>
        <ShoppingCartOutlined />
      </CountBadge>
    </ShellIconButton>
  );
}
