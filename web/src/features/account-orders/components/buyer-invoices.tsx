import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PagedQueryList } from '@/components/order/paged-query-list.tsx';
import { paths, platformLabels, type Platform } from '@/config/paths.ts';
import { useBuyerInvoices } from '../api/invoices.ts';
import { invoicePlatforms } from '../utils/invoice-order-href.ts';
import { InvoiceCard } from './invoice-card.tsx';

function InvoicePage({ platform }: { platform: Platform | undefined }) {
  const [page, setPage] = useState(1);
  return (
    <PagedQueryList
      query={useBuyerInvoices(page, platform)}
      page={page}
      onPage={setPage}
      keyOf={(invoice) => invoice.id}
      loadingLabel="Faturalar yükleniyor…"
      failMessage="Faturalarınız yüklenemedi."
      emptyMessage={platform ? `${platformLabels[platform]} alışverişleriniz için henüz fatura yok.` : 'Henüz faturanız yok. Satıcı faturayı yüklediğinde burada görünür.'}
      emptyAction={
        <Button component={RouterLink} to={paths.accountOrders.getHref()} variant="outlined">
          Siparişlerime git
        </Button>
      }
    >
      {(invoice) => <InvoiceCard invoice={invoice} />}
    </PagedQueryList>
  );
}

/** Faturalarım: the invoices of the member's purchases in every section, filterable by section. */
export function BuyerInvoices() {
  const [platform, setPlatform] = useState<Platform | undefined>(undefined);
  const choices: readonly { value: Platform | undefined; label: string }[] = [
    { value: undefined, label: 'Tümü' },
    ...invoicePlatforms.map((value) => ({ value, label: platformLabels[value] })),
  ];
  return (
    <Stack spacing={2}>
      <Stack component="ul" direction="row" aria-label="Bölüm" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1, flexWrap: 'wrap' }}>
        {choices.map((choice) => (
          <li key={choice.label}>
            <Chip
              label={choice.label}
              clickable
              color={choice.value === platform ? 'primary' : 'default'}
              variant={choice.value === platform ? 'filled' : 'outlined'}
              aria-pressed={choice.value === platform}
              onClick={() => setPlatform(choice.value)}
            />
          </li>
        ))}
      </Stack>
      <InvoicePage key={platform ?? 'ALL'} platform={platform} />
    </Stack>
  );
}
