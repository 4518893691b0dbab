import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel.tsx';

interface OfferPageQuery<T> {
  isError: boolean;
  isPending: boolean;
  data: { items: readonly T[] } | undefined;
  refetch: () => Promise<unknown>;
}

interface OfferListSectionProps<T> {
  headingId: string;
  title: string;
  /** Said when there are no offers. */
  empty: string;
  offers: OfferPageQuery<T>;
  /** One `<li>` per offer. */
  children: (offer: T) => ReactNode;
}

/** One side of an offer inbox (sent or received): its heading, then loading, failure, nothing, or the offers. */
export function OfferListSection<T>({ headingId, title, empty, offers, children }: OfferListSectionProps<T>) {
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} component="h2" variant="h6">
        {title}
      </Typography>
      {offers.isError && <ErrorPanel onRetry={() => void offers.refetch()} />}
      {offers.isPending && <Skeleton variant="rounded" height={96} aria-label={`${title} yükleniyor`} />}
      {offers.data?.items.length === 0 && <Alert severity="info">{empty}</Alert>}
      {offers.data && offers.data.items.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {offers.data.items.map(children)}
        </Stack>
      )}
    </Stack>
  );
}
