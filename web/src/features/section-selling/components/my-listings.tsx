import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { SecondHandProduct } from '@carsi/sdk/main';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { PageLinks } from '@/components/ui/page-links.tsx';
import { sectionPaths } from '@/config/paths.ts';
import { sectionCapabilities, type ListingState } from '@/config/section-capabilities.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { formatDate, formatPrice } from '@/utils/format.ts';
import { LISTING_STATE_PARAM, isEditable, isListingState, listingStateColors, listingStateLabels } from '../utils/listing-states.ts';

const PAGE_SIZE = 20;
const STATE_PARAM = LISTING_STATE_PARAM;
const PAGE_PARAM = 'sayfa';


interface RowProps {
  section: SectionKey;
  listing: SecondHandProduct;
  onRemove: () => void;
}

function ListingRow({ section, listing, onRemove }: RowProps) {
  const state = listing.state as ListingState;
  const image = listing.images[0];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box
        component="img"
        src={image?.url}
        alt=""
        sx={{ width: 88, height: 88, objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'grey.100' }}
      />
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={listingStateLabels[state]} color={listingStateColors[state]} />
          <Typography variant="body2" color="textSecondary">
            {formatDate(listing.updatedAt ?? listing.createdAt)}
          </Typography>
        </Stack>
        {state === 'ACTIVE' ? (
          <Link component={RouterLink} to={sectionPaths[section].listing.getHref(listing.id)} sx={{ fontWeight: 600 }}>
            {listing.title}
          </Link>
        ) : (
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{listing.title}</Typography>
        )}
        <Typography variant="body2">{formatPrice(listing.price)}</Typography>
        {state === 'REJECTED' && listing.rejectReason && (
          <Typography variant="body2" color="error">{`Red nedeni: ${listing.rejectReason}`}</Typography>
        )}
        {isEditable(state) && (
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button size="small" variant="outlined" component={RouterLink} to={sectionPaths[section].editListing.getHref(listing.id)}>
              Düzenle
            </Button>
            <Button size="small" color="error" onClick={onRemove}>
              Kaldır
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** İlanlarım: the seller's listings by state, each with edit and remove while it can still change. */
export function MyListings({ section }: { section: SectionKey }) {
  const api = sectionApi(section);
  const [params, setParams] = useSearchParams();
  const rawState = params.get(STATE_PARAM);
  const states = sectionCapabilities[section].listingStates;
  const state = isListingState(rawState) && states.includes(rawState) ? rawState : undefined;
  const page = Math.max(1, Number(params.get(PAGE_PARAM)) || 1);
  const listings = api.useListMyProducts({
    ...(state ? { state: state as SecondHandProduct['state'] } : {}),
    currentPage: page,
    pageSize: PAGE_SIZE,
  });
  const [removing, setRemoving] = useState<SecondHandProduct | undefined>(undefined);
  // The section's reads are read again by the SDK's invalidation rules.
  const remove = api.useDeleteProduct({ mutation: { meta: { successMessage: 'İlan kaldırıldı.' } } });

  const hrefFor = (nextState: string | undefined, nextPage = 1) => {
    const next = new URLSearchParams();
    if (nextState) next.set(STATE_PARAM, nextState);
    if (nextPage > 1) next.set(PAGE_PARAM, String(nextPage));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };

  return (
    <Stack spacing={2}>
      <Tabs
        value={state ?? 'ALL'}
        onChange={(_, value: string) => setParams(new URLSearchParams(value === 'ALL' ? {} : { [STATE_PARAM]: value }))}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="İlan durumu"
      >
        <Tab value="ALL" label="Tümü" />
        {states.map((value) => (
          <Tab key={value} value={value} label={listingStateLabels[value]} />
        ))}
      </Tabs>
      {listings.isPending && <LoadingBlock />}
      {listings.isError && <LoadError onRetry={() => void listings.refetch()} />}
      {listings.isSuccess && listings.data.items.length === 0 && (
        <EmptyState
          message={state ? `"${listingStateLabels[state]}" durumunda ilanınız yok.` : 'Henüz ilanınız yok.'}
          action={
            <Button component={RouterLink} to={sectionPaths[section].newListing.getHref()} variant="contained">
              İlan ver
            </Button>
          }
        />
      )}
      {listings.isSuccess && listings.data.items.length > 0 && (
        <>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="İlanlarım">
            {listings.data.items.map((listing) => (
              <ListingRow key={listing.id} section={section} listing={listing} onRemove={() => setRemoving(listing)} />
            ))}
          </Stack>
          <PageLinks page={page} totalPages={listings.data.totalPages} hrefForPage={(p) => hrefFor(state, p)} />
        </>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title="İlan kaldırılsın mı?"
        description={`"${removing?.title ?? ''}" ilanı yayından kaldırılacak; açık teklifler iptal edilir.`}
        confirmLabel="Kaldır"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ id: removing.id }, { onSettled: () => setRemoving(undefined) })}
        onClose={() => setRemoving(undefined)}
      />
    </Stack>
  );
}
