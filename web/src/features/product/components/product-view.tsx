import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductDetail } from '@carsi/sdk/main';
import { useListSimilarProducts } from '../api/sdk-hooks.ts';
import { useState } from 'react';
import { HydratedApart } from '@/components/layout/hydrated-apart.tsx';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { useRecordVisit } from '../api/use-record-visit.ts';
import { BuyBar } from './buy-bar.tsx';
import { BuyBox } from './buy-box.tsx';
import { ProductFacts, ProductProperties } from './product-facts.tsx';
import { ImageGallery } from '@/components/product/image-gallery.tsx';
import { ProductPrice } from './product-price.tsx';
import { ProductQuestions } from './product-questions.tsx';
import { ProductRail } from './product-rail.tsx';
import { ProductRatings } from './product-ratings.tsx';
import { ProductSection } from './product-section.tsx';
import { SellerCard } from './seller-card.tsx';

/** The product page: gallery and buying on top; description, questions, ratings and more below. */
export function ProductView({ product }: { product: ProductDetail }) {
  const similar = useListSimilarProducts(product.id, { limit: 8 });
  const { visited } = useRecordVisit(product.id);
  // The buy box and the phone's buy bar add the same quantity; the bar watches the box.
  const [quantity, setQuantity] = useState(1);
  const [buyBox, setBuyBox] = useState<HTMLDivElement | null>(null);
  return (
    <Stack spacing={4}>
      <Breadcrumbs aria-label="Konumunuz">
        <Link to={paths.home.getHref()} color="inherit" underline="hover">
          Ana sayfa
        </Link>
        {product.breadcrumb.map((category) => (
          <Link key={category.id} to={paths.category.getHref(category.slug)} color="inherit" underline="hover">
            {category.name}
          </Link>
        ))}
      </Breadcrumbs>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' } }}>
        <HydratedApart>
          <ImageGallery images={product.images} title={product.title} label="Ürün görselleri" />
        </HydratedApart>
        <Stack spacing={2}>
          {product.brand && (
            <Link to={paths.brand.getHref(product.brand.slug)} sx={{ fontWeight: 700 }}>
              {product.brand.name}
            </Link>
          )}
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {product.title}
          </Typography>
          <ProductFacts product={product} />
          <ProductPrice price={product.price} discountedPrice={product.discountedPrice} discountRate={product.discountRate} />
          <Box ref={setBuyBox}>
            <HydratedApart>
              <BuyBox product={product} quantity={quantity} onQuantityChange={setQuantity} />
            </HydratedApart>
          </Box>
          <HydratedApart>
            <SellerCard seller={product.seller} />
          </HydratedApart>
        </Stack>
      </Box>
      <ProductSection title="Ürün açıklaması">
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 2 }}>{product.description}</Typography>
        <ProductProperties product={product} />
      </ProductSection>
      <ProductSection title="Soru ve cevaplar">
        <ProductQuestions productId={product.id} />
      </ProductSection>
      <ProductSection title="Değerlendirmeler">
        <ProductRatings productId={product.id} seller={product.seller} />
      </ProductSection>
      <ProductRail title="Benzer ürünler" products={similar.data ?? []} />
      <ProductRail title="Son gezdiğiniz ürünler" products={visited} />
      <HydratedApart>
        <BuyBar product={product} buyBox={buyBox} quantity={quantity} />
      </HydratedApart>
    </Stack>
  );
}
