import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { isEditable } from '../utils/listing-states.ts';
import { ContractPanel } from './contract-panel.tsx';
import { SellForm } from './sell-form.tsx';

interface SellPageProps {
  section: SectionKey;
  /** The listing to edit; a new listing when absent. */
  listingId?: number;
}

function EditForm({ section, listingId }: { section: SectionKey; listingId: number }) {
  const api = sectionApi(section);
  const categories = api.useListCategories({ query: { staleTime: 60_000 } });
  const listing = api.useGetProduct(listingId);
  if (categories.isPending || listing.isPending) return <LoadingBlock />;
  if (categories.isError || listing.isError) {
    return <LoadError onRetry={() => void Promise.all([categories.refetch(), listing.refetch()])} />;
  }
  if (!isEditable(listing.data.state)) {
    return <Alert severity="info">Bu ilan artık düzenlenemez (satıldı, takaslandı ya da kaldırıldı).</Alert>;
  }
  return <SellForm section={section} categories={categories.data} listing={listing.data} />;
}

function NewForm({ section }: { section: SectionKey }) {
  const categories = sectionApi(section).useListCategories({ query: { staleTime: 60_000 } });
  if (categories.isPending) return <LoadingBlock />;
  if (categories.isError) return <LoadError onRetry={() => void categories.refetch()} />;
  return <SellForm section={section} categories={categories.data} />;
}

/** Selling needs the section's accepted contract: until then the contract step stands in for the form. */
export function SellPage({ section, listingId }: SellPageProps) {
  const contract = sectionApi(section).useGetContract();
  if (contract.isPending) return <LoadingBlock />;
  if (contract.isError) return <LoadError onRetry={() => void contract.refetch()} />;
  if (contract.data.status !== 'ACCEPTED') {
    return (
      <Stack spacing={2}>
        <Alert severity="info">İlan vermeden önce satıcı sözleşmesini okuyup onaylamanız gerekiyor.</Alert>
        <ContractPanel section={section} />
      </Stack>
    );
  }
  return listingId === undefined ? <NewForm section={section} /> : <EditForm section={section} listingId={listingId} />;
}
