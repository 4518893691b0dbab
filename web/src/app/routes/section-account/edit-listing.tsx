import { useParams } from 'react-router-dom';
import { AccountPage } from '@/components/account/account-page.tsx';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { SellPage } from '@/features/section-selling/components/sell-page.tsx';
import type { SectionKey } from '@/lib/section-api.ts';
import { perSection } from './per-section.tsx';
import { sectionRoute } from './per-section.tsx';

function EditListing({ section }: { section: SectionKey }) {
  const id = Number(useParams().id);
  return (
    <AccountPage title="İlanı düzenle">
      {Number.isInteger(id) && id > 0 ? (
        <SellPage key={id} section={section} listingId={id} />
      ) : (
        <EmptyState message="Bu ilan bulunamadı." />
      )}
    </AccountPage>
  );
}

export const sectionEditListingRoutes = perSection((section) => <EditListing section={section} />);

export default sectionRoute(sectionEditListingRoutes);
