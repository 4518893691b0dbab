import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '@carsi/sdk/main';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import type { ImagePriority } from '../ui/image-loading.ts';
import { ShopImage } from '../ui/shop-image.tsx';
import { StarMeter } from '../ui/star-meter.tsx';
import { formatNumber, formatPrice } from '@/utils/format.ts';

export interface ProductCardProps {
  product: ProductSummary;
  /** Where the card leads; the marketplace product page unless a section gives its own listing page. */
  href?: string;
  /** Short facts shown as chips under the title (a listing's condition, "Takas"). */
  badges?: readonly string[];
  /** When the card's picture loads (ui/image-loading.ts); without it, as it nears the screen. */
  imagePriority?: ImagePriority;
}

/** One product in a list: picture, title, seller, rating and price (the discounted one first). */
export function ProductCard({ product, href, badges = [], imagePriority }: ProductCardProps) {
  const discounted = product.discountedPrice !== undefined && product.discountedPrice < product.price;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={href ?? paths.product.getHref(product.id)} sx={{ height: '100%', alignItems: 'stretch' }}>
        <Box sx={{ position: 'relative', aspectRatio: '3 / 4', bgcolor: 'grey.100' }}>
          <ShopImage image={product.image} sizes="(max-width: 600px) 50vw, (max-width: 1200px) 25vw, 240px" priority={imagePriority} />
          {product.discountRate > 0 && (
            <Chip
              label={`%${product.discountRate} indirim`}
              color="primary"
              size="small"
              sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 700 }}
            />
          )}
        </Box>
        <CardContent sx={{ p: 1.5 }}>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {product.seller.name}
          </Typography>
          <Typography
            variant="body2"
            component="h3"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', minHeight: '2.9em' }}
          >
            {product.title}
          </Typography>
          {badges.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
              {badges.map((badge) => (
                <Chip key={badge} label={badge} size="small" variant="outlined" />
              ))}
            </Stack>
          )}
          {product.ratingCount > 0 && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5 }}>
              <StarMeter value={product.rating} />
              <Typography variant="caption" color="text.secondary">
                <span className="sr-only">{`5 üzerinden ${formatNumber(product.rating)} puan, `}</span>({product.ratingCount})
              </Typography>
            </Stack>
          )}
          <Box sx={{ mt: 0.5 }}>
            {discounted && (
              <Typography variant="caption" color="text.secondary" sx={{ textDecoration: 'line-through' }} component="p">
                <span className="sr-only">Eski fiyat: </span>
                {formatPrice(product.price)}
              </Typography>
            )}
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, color: discounted ? 'primary.main' : 'text.primary' }}>
              {discounted && <span className="sr-only">İndirimli fiyat: </span>}
              {formatPrice(discounted ? (product.discountedPrice ?? product.price) : product.price)}
            </Typography>
          </Box>
          {product.freeShipping && (
            <Typography variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.dark' }}>
              <LocalShippingOutlined sx={{ fontSize: 16 }} aria-hidden />
              Kargo bedava
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
