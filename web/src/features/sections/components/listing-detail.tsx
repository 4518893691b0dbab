import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorPanel } from '@/components/errors/error-panel.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { Link } from '@/components/ui/link.tsx';
import { formatPrice } from '@/utils/format.ts';
import type { ReactNode } from 'react';
import type { SectionConfig } from '../api/sections.ts';
import type { SectionListing } from '../api/section-hooks.ts';
import { conditionLabels } from '../utils/condition-labels.ts';
import { isPromoted } from '../utils/is-promoted.ts';
import { ListingFacts } from './listing-facts.tsx';
import { ListingHead } from './listing-head.tsx';
import { ImageGallery } from '@/components/product/image-gallery.tsx';
import { ListingSeller } from './listing-seller.tsx';
import { SimilarListings } from './similar-listings.tsx';
import { useIsMine } from '../api/listing-social.ts';
import { FollowSellerToggle } from './follow-seller-toggle.tsx';
import { ListingComments } from './listing-comments.tsx';
import { ListingMemberActions } from './listing-member-actions.tsx';
import { ListingQuestions } from './listing-questions.tsx';
import { ListingBuyBar } from './listing-buy-bar.tsx';
import { isNotFoundError } from '@/lib/not-found.ts';
import { useRecordListingVisit } from '../api/recent-visits.ts';
import { RecentListings } from './recent-listings.tsx';
import { SectionMegaMenu } from './section-mega-menu.tsx';

interface ListingDetailProps {
  section: SectionConfig;
  id: number;
  /** What a visitor can do with the loaded listing (buy, offer, swap), composed by the route; `mine` for the owner. */
  actions?: (listing: SectionListing, mine: boolean) => ReactNode;
  /** Extra actions about somebody else's owner in the seller box (e.g. ban), composed by the route. */
  sellerActions?: (listing: SectionListing) => ReactNode;
}

/**
 * One listing of a section: gallery, price, condition, favourite and report, the seller (follow),
 * description, questions and answers, comments and similar listings.
 */
export function ListingDetail({ section, id, actions, sellerActions }: ListingDetailProps) {
  const listing = section.hooks.useListing(id);
  const mine = useIsMine(listing.data?.seller.id ?? 0);
  useRecordListingVisit(section.key, id, listing.data !== undefined);

  if (isNotFoundError(listing.error)) return <NotFound />;
  if (listing.isError) return <ErrorPanel onRetry={() => void listing.refetch()} />;
  const data = listing.data;
  if (!data) {
    return (
      <Box role="status" aria-label="İlan yükleniyor" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' }, py: 2 }}>
        <Skeleton variant="rounded" sx={{ aspectRatio: '3 / 4', height: 'auto' }} />
        <Box>
          <Skeleton width="70%" height={40} />
          <Skeleton width="30%" height={32} />
          <Skeleton height={120} />
        </Box>
      </Box>
    );
  }

  return (
    <Stack spacing={4} sx={{ py: 2 }}>
      <SectionMegaMenu section={section} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' } }}>
        <ImageGallery images={data.images} title={data.title} label="İlan görselleri" />
        <Stack spacing={2}>
          <Link to={section.homeHref} variant="body2">
            {section.title}
          </Link>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {data.title}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {section.forSwap && <Chip color="secondary" label="Takaslık ilan" />}
            <Chip variant="outlined" label={`Durum: ${conditionLabels[data.status]}`} />
            {isPromoted(data) && <Chip color="warning" label="Öne çıkan" />}
          </Stack>
          {section.forSwap ? (
            <Stack spacing={1}>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
                  Tahmini değeri
                </Typography>
                {formatPrice(data.price)}
              </Typography>
              <Alert severity="info">Bu ilan satılık değil, takas içindir. Karşılığında kendi ürününüzü önerebilirsiniz.</Alert>
            </Stack>
          ) : (
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              <span className="sr-only">Fiyat: </span>
              {formatPrice(data.price)}
            </Typography>
          )}
          {actions?.(data, mine)}
          {!mine && <ListingBuyBar section={section} listing={data} />}
          <ListingMemberActions section={section.key} listing={data} mine={mine} />
          <ListingSeller seller={data.seller} role={section.forSwap ? 'Takas sahibi' : 'Satıcı'}>
            {mine ? null : (
              <>
                <FollowSellerToggle section={section.key} seller={data.seller} />
                {sellerActions?.(data)}
              </>
            )}
          </ListingSeller>
          <ListingFacts listing={data} />
        </Stack>
      </Box>
      <Stack component="section" aria-labelledby="ilan-aciklamasi" spacing={1}>
        <Typography id="ilan-aciklamasi" component="h2" variant="h6">
          Açıklama
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{data.description}</Typography>
      </Stack>
      <ListingQuestions section={section.key} listingId={data.id} mine={mine} />
      <ListingComments section={section.key} listingId={data.id} />
      <SimilarListings section={section} id={data.id} />
      <RecentListings section={section} except={data.id} />
      {/* Last: its structured data is a <script> that stays where it is rendered (React moves only title, meta
          and link into <head>), and as the Stack's first item it put the Stack's spacing above the page's top. */}
      <ListingHead section={section} listing={data} />
    </Stack>
  );
}
