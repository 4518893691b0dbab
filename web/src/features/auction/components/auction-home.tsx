import { PageHead } from '@/components/seo/page-head.tsx';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuctionListCategories } from '../api/sdk-hooks.ts';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { AUCTION_CATEGORY_KEY, chosenAuctionCategory, topAuctionCategories } from '../utils/auction-category.ts';
import { BroadcastList } from './broadcast-list.tsx';

/** The auction home: categories as links (the chosen one in the address), and its broadcasts. */
export function AuctionHome() {
  const [params] = useSearchParams();
  const categories = useAuctionListCategories();
  const top = topAuctionCategories(categories.data ?? []);
  const chosen = chosenAuctionCategory(top, params);

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <PageHead title="Mezat — Canlı açık artırma — Çarşı" description="Çarşı Mezat: canlı yayında açık artırma. Antika, koleksiyon, saat ve daha fazlasında yayını izleyin, ürünleri inceleyin, teklifinizi verin." />
      <div>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Mezat
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          Canlı yayında açık artırma: yayını izleyin, ürünleri inceleyin, teklifinizi verin.
        </Typography>
      </div>
      <Box component="nav" aria-label="Mezat kategorileri" sx={{ overflowX: 'auto', pb: 0.5 }}>
        <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: 0, width: 'max-content' }}>
          {categories.isPending
            ? Array.from({ length: 5 }, (_, index) => (
                <li key={index} aria-hidden>
                  <Skeleton variant="rounded" width={96} height={32} />
                </li>
              ))
            : top.map((category) => (
                <li key={category.id}>
                  <Chip
                    component={RouterLink}
                    to={`?${new URLSearchParams({ [AUCTION_CATEGORY_KEY]: category.slug }).toString()}`}
                    clickable
                    label={category.name}
                    color={category.id === chosen?.id ? 'primary' : 'default'}
                    aria-current={category.id === chosen?.id ? 'page' : undefined}
                  />
                </li>
              ))}
        </Box>
      </Box>
      {categories.isError ? (
        <LoadError message="Mezat kategorileri yüklenemedi." onRetry={() => void categories.refetch()} />
      ) : (
        chosen && <BroadcastList key={chosen.id} categoryId={chosen.id} categoryName={chosen.name} />
      )}
    </Stack>
  );
}
