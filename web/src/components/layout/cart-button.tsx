import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useCartCount } from '../../hooks/use-cart-count.ts';

/** The cart icon; its badge counts the items and the label says the count aloud. */
export function CartButton() {
  const count = useCartCount();
  const label = count > 0 ? `Sepetim, ${count} ürün` : 'Sepetim, boş';
  return (
    <IconButton component={RouterLink} to={paths.cart.getHref()} color="inherit" aria-label={label}>
      <Badge badgeContent={count} color="secondary" max={99}>
        <ShoppingCartOutlined />
      </Badge>
    </IconButton>
  );
}
