import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router-dom';

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
    <IconButton component={RouterLink} to={href} color="inherit" aria-label={label}>
      <Badge badgeContent={count > 0 ? count : undefined} color="secondary" max={99}>
        <ShoppingCartOutlined />
      </Badge>
    </IconButton>
  );
}
