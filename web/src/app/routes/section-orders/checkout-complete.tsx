import { useParams } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found.tsx';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { SectionOrderConfirmation } from '@/features/section-orders/components/section-order-confirmation.tsx';
import { MemberOnly } from './member-only.tsx';
import { bySection, sectionRoute } from '../section-account/per-section.tsx';

/** /pazar/odeme/tamamlandi/:id */
export const sectionCheckoutCompleteRoutes = bySection((section) =>
  function SectionCheckoutCompleteRoute() {
    const id = Number(useParams().id);
    if (!Number.isInteger(id) || id < 1) return <NotFound />;
    return (
      <MemberOnly>
        <title>{`Siparişiniz alındı — ${sectionCapabilities[section].name} — Çarşı`}</title>
        <SectionOrderConfirmation section={section} orderId={id} />
      </MemberOnly>
    );
  },
);

export default sectionRoute(sectionCheckoutCompleteRoutes);
