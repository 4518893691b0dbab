import { bySection, sectionRoute } from '../section-account/per-section.tsx';
import Alert from '@mui/material/Alert';
import { useParams } from 'react-router-dom';
import { Link } from '@/components/ui/link.tsx';
import { sectionPaths } from '@/config/paths.ts';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { NotFound } from '@/components/errors/not-found.tsx';
import { sections, type SectionKey } from '@/features/sections/api/sections.ts';
import { ListingDetail } from '@/features/sections/components/listing-detail.tsx';
import { ListingBuyActions } from '@/features/section-orders/components/listing-buy-actions.tsx';
import { OfferForm } from '@/features/section-trade/components/offer-form.tsx';
import { SwapOfferForm } from '@/features/section-trade/components/swap-offer-form.tsx';
import { BanUserButton } from '@/features/section-trade/components/ban-user-button.tsx';
import { sectionApi, sectionOfPath } from '@/lib/section-api.ts';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';
import { positiveId } from '@/utils/positive-id.ts';

/**
 * The listing itself and the section's mega menu above it, what the first screen shows (gallery, title,
 * price, seller). Its questions, comments and similar listings, further down, are asked for by the browser.
 */
const queries: RouteQueries = (client, { params, url }) => {
  const key = sectionOfPath(url.pathname);
  const id = positiveId(params.id);
  if (!key || id === undefined) return [];
  const family = sectionApi(key);
  return [client.prefetchQuery(family.getGetProductQueryOptions(id)), client.prefetchQuery(family.getGetMegaMenuQueryOptions())];
};

export const loader = serverLoader(queries, { record: true });
export const clientLoader = browserLoader(queries);

const listingOf = (key: SectionKey) =>
  function SectionListingRoute() {
    const caps = sectionCapabilities[key];
    const id = positiveId(useParams().id);
    if (id === undefined) return <NotFound />;
    return (
      <ListingDetail
        key={id}
        section={sections[key]}
        id={id}
        actions={(listing, mine) =>
          mine ? (
            <Alert severity="info">
              Bu ilan sizin. Alıcıların sorularını aşağıda cevaplayabilir, ilanınızı{' '}
              <Link to={sectionPaths[key].listings.getHref()}>İlanlarım</Link> sayfasından yönetebilirsiniz.
            </Alert>
          ) : (
            <>
              <ListingBuyActions section={key} listing={listing} />
              <OfferForm section={key} listing={listing} />
              {caps.swapOffers && <SwapOfferForm listing={listing} />}
            </>
          )
        }
        sellerActions={caps.bans ? (listing) => <BanUserButton userId={listing.seller.id} name={listing.seller.name} /> : undefined}
      />
    );
  };

/** A listing of /pazar/ilan/:id, /zanaat/ilan/:id and /takas/ilan/:id. */
export const sectionListingRoutes = bySection(listingOf);

export default sectionRoute(sectionListingRoutes);
