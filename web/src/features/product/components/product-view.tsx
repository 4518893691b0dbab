import type { ProductDetail, ProductSummary } from '@carsi/sdk/main';
import { memo, useDeferredValue, useRef, useState } from 'react';
import { useListSimilarProducts } from '../api/sdk-hooks.ts';
import { HydratedApart } from '@/components/layout/hydrated-apart.tsx';
import { inMuiScope } from '@/components/layout/in-mui-scope.tsx';
import { lazyWhenNear } from '@/components/layout/lazy-when-near.tsx';
import { PlainSkeleton } from '@/components/ui/plain-skeleton.tsx';
import { PlainBreadcrumbs } from '@/components/ui/plain-breadcrumbs.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { paths } from '@/config/paths.ts';
import { useRecordVisit } from '../api/use-record-visit.ts';
import { BuyBar } from './buy-bar.tsx';
import { BuyBox } from './buy-box.tsx';
import { ProductFacts, ProductProperties } from './product-facts.tsx';
import { ImageGallery } from '@/components/product/image-gallery.tsx';
import { ProductPrice } from './product-price.tsx';
import { ProductRail } from './product-rail.tsx';
import { ProductSection } from './product-section.tsx';
import { SellerCard } from './seller-card.tsx';

/*
 * Below the buy box on every screen, and built with MUI: rendered by the server with the page, their code
 * (and MUI's) loaded and hydrated once scrolled near (components/layout/lazy-when-near.tsx), so the page
 * starts without MUI. Memoised there, because the view re-renders with each change of quantity, and a
 * re-render of a part not hydrated yet would make React render it anew.
 */
const QuestionsWhenNear = lazyWhenNear('product-questions', () => inMuiScope(import('./product-questions.tsx').then((module) => module.ProductQuestions)));
const RatingsWhenNear = lazyWhenNear('product-ratings', () => inMuiScope(import('./product-ratings.tsx').then((module) => module.ProductRatings)));

/** The code of the questions and ratings, for a product page the app renders itself (the route's `clientLoader`). */
export const preloadProductParts = () => Promise.all([QuestionsWhenNear.preload(), RatingsWhenNear.preload()]);

const NO_PRODUCTS: readonly ProductSummary[] = [];

/*
 * The rails fill in after the page starts, from answers the server did not wait for. Each owns its
 * query, so an answer re-renders the rail alone, and shows it through a deferred value, so its cards
 * render in slices that leave the page free to answer a tap.
 */
const SimilarProducts = memo(function SimilarProducts({ productId }: { productId: ProductDetail['id'] }) {
  const similar = useListSimilarProducts(productId, { limit: 8 });
  return <ProductRail title="Benzer ürünler" products={useDeferredValue(similar.data ?? NO_PRODUCTS)} />;
});

const LastVisited = memo(function LastVisited({ productId }: { productId: ProductDetail['id'] }) {
  const { visited } = useRecordVisit(productId);
  return <ProductRail title="Son gezdiğiniz ürünler" products={useDeferredValue(visited)} />;
});

/**
 * The product page: gallery and buying on top, its frame plain markup (product-view.css); description,
 * questions, ratings and more below.
 */
export function ProductView({ product }: { product: ProductDetail }) {
  // The buy box and the phone's buy bar add the same quantity; the bar watches the box.
  const [quantity, setQuantity] = useState(1);
  const buyBox = useRef<HTMLDivElement>(null);
  return (
    <div className="product-view">
      <PlainBreadcrumbs
        crumbs={[
          { label: 'Ana sayfa', to: paths.home.getHref() },
          ...product.breadcrumb.map((category) => ({ label: category.name, to: paths.category.getHref(category.slug) })),
        ]}
      />
      <div className="product-view__top">
        <HydratedApart>
          <ImageGallery images={product.images} title={product.title} label="Ürün görselleri" />
        </HydratedApart>
        <div className="product-view__buying">
          {product.brand && (
            <TextLink to={paths.brand.getHref(product.brand.slug)} className="product-view__brand">
              {product.brand.name}
            </TextLink>
          )}
          <h1 className="product-view__title">{product.title}</h1>
          <ProductFacts product={product} />
          <ProductPrice price={product.price} discountedPrice={product.discountedPrice} discountRate={product.discountRate} />
          <div ref={buyBox}>
            <HydratedApart>
              <BuyBox product={product} quantity={quantity} onQuantityChange={setQuantity} />
            </HydratedApart>
          </div>
          <HydratedApart>
            <SellerCard seller={product.seller} />
          </HydratedApart>
        </div>
      </div>
      <ProductSection title="Ürün açıklaması">
        <p className="product-view__description">{product.description}</p>
        <ProductProperties product={product} />
      </ProductSection>
      <ProductSection title="Soru ve cevaplar">
        <QuestionsWhenNear productId={product.id} fallback={<PlainSkeleton height={120} label="Sorular yükleniyor" />} />
      </ProductSection>
      <ProductSection title="Değerlendirmeler">
        <RatingsWhenNear productId={product.id} seller={product.seller} fallback={<PlainSkeleton height={120} label="Değerlendirmeler yükleniyor" />} />
      </ProductSection>
      <SimilarProducts productId={product.id} />
      <LastVisited productId={product.id} />
      <HydratedApart>
        <BuyBar product={product} buyBox={buyBox} quantity={quantity} />
      </HydratedApart>
    </div>
  );
}
