import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { SectionCheckout } from '@/features/section-orders/components/section-checkout.tsx';
import { MemberOnly } from './member-only.tsx';
import { NotSold } from './not-sold.tsx';
import { bySection, sectionRoute } from '../section-account/per-section.tsx';

/** `?teklif=<id>`: pay for an accepted offer at its price instead of the cart. */
export const OFFER_PARAM = 'teklif';

/** /pazar/odeme, /zanaat/odeme: the section's payment. */
export const sectionCheckoutRoutes = bySection((section) =>
  function SectionCheckoutRoute() {
    const [params] = useSearchParams();
    const offer = Number(params.get(OFFER_PARAM));
    const negotiationId = Number.isInteger(offer) && offer > 0 ? offer : undefined;
    const { name, sold } = sectionCapabilities[section];
    return (
      <MemberOnly>
        <title>{`${name} ödeme — Çarşı`}</title>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          Ödeme
        </Typography>
        {sold ? <SectionCheckout section={section} negotiationId={negotiationId} /> : <NotSold section={section} />}
      </MemberOnly>
    );
  },
);

export default sectionRoute(sectionCheckoutRoutes);
