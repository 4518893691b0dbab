import Typography from '@mui/material/Typography';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { SectionCart } from '@/features/section-orders/components/section-cart.tsx';
import { MemberOnly } from './member-only.tsx';
import { NotSold } from './not-sold.tsx';
import { bySection, sectionRoute } from '../section-account/per-section.tsx';

/** /pazar/sepetim, /zanaat/sepetim (and the note on /takas/sepetim). */
export const sectionCartRoutes = bySection((section) =>
  function SectionCartRoute() {
    const { name, sold } = sectionCapabilities[section];
    return (
      <MemberOnly>
        <title>{`${name} sepetim — Çarşı`}</title>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          {`${name} sepetim`}
        </Typography>
        {sold ? <SectionCart section={section} /> : <NotSold section={section} />}
      </MemberOnly>
    );
  },
);

export default sectionRoute(sectionCartRoutes);
