import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import FavoriteOutlined from '@mui/icons-material/FavoriteOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useRequireLogin } from '@/hooks/use-require-login.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import type { SectionListing } from '../api/section-hooks.ts';
import { ReportListingDialog } from './report-listing-dialog.tsx';

interface ListingMemberActionsProps {
  section: SectionKey;
  listing: SectionListing;
  mine: boolean;
}

/** Favourite and report a listing (a visitor is asked to log in first); the owner does neither. */
export function ListingMemberActions({ section, listing, mine }: ListingMemberActionsProps) {
  const api = sectionApi(section);
  const requireLogin = useRequireLogin();
  const [reporting, setReporting] = useState(false);
  // The listing and the favourites are read again by the SDK's invalidation rules.
  const add = api.useAddFavorite();
  const remove = api.useRemoveFavorite();
  if (mine) return null;
  const favourite = listing.isFavorite;
  const busy = add.isPending || remove.isPending;

  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant={favourite ? 'contained' : 'outlined'}
        color="secondary"
        startIcon={favourite ? <FavoriteOutlined /> : <FavoriteBorderOutlined />}
        aria-pressed={favourite}
        disabled={busy}
        onClick={() => requireLogin(() => (favourite ? remove : add).mutate({ id: listing.id }))}
      >
        {favourite ? 'Favorilerimde' : 'Favorilere ekle'}
      </Button>
      <Button color="inherit" startIcon={<FlagOutlined />} onClick={() => requireLogin(() => setReporting(true))}>
        İlanı şikayet et
      </Button>
      <ReportListingDialog section={section} listingId={listing.id} open={reporting} onClose={() => setReporting(false)} />
    </Stack>
  );
}
