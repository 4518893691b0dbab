import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useCartCount } from '../../hooks/use-cart-count.ts';
import { useHeaderSectionCart } from '../../hooks/use-section-cart-count.ts';

/**
 * The cart icon; its badge counts the items and the label says the count aloud. Inside Pazar or
 * Zanaat it is that section's own cart (what is bought there is paid there); elsewhere the shop's.
 */
export function CartButton() {
  const shopCount = useCartCount();
  const section = useHeaderSectionCart();
  const count = section?.count ?? shopCount;
  const name = section ? `${section.name} sepetim` : 'Sepetim';
  const label = count > 0 ? `${name}, ${count} ürün` : `${name}, boş`;
  return (
    <IconButton component={RouterLink} to={section?.href ?? paths.cart.getHref()} color="inherit" aria-label={label}>
      <Badge badgeContent={count > 0 ? count : undefined} color="secondary" max={99}>
        <ShoppingCartOutlined />
      </Badge>
    </IconButton>
  );
}
