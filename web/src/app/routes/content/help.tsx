import { PageHead } from '@/components/seo/page-head.tsx';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { HelpCentre } from '@/features/help/components/help-centre.tsx';
import { sections } from '@/features/sections/api/sections.ts';
import { sectionOfPath, type SectionKey } from '@/lib/section-api.ts';

/** `/yardim?alan=zanaat`: which section's help the shop-wide help centre shows. */
const areas: { key: SectionKey; param: string }[] = [
  { key: 'secondHand', param: 'pazar' },
  { key: 'craft', param: 'zanaat' },
  { key: 'swap', param: 'takas' },
];

/**
 * The help centre: `/yardim` and each section's own (`/pazar/yardim` …) are the same page; the section
 * comes from the address; `/yardim` picks it with `?alan=` (Pazar first).
 */
export default function HelpRoute() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const own = sectionOfPath(pathname);
  const key = own ?? areas.find((a) => a.param === params.get('alan'))?.key ?? 'secondHand';
  return (
    <Stack spacing={2}>
      <PageHead
        title={own ? `${sections[key].name} Yardım Merkezi — Çarşı` : 'Yardım Merkezi — Çarşı'}
        description={`${sections[key].name} hakkında sık sorulan sorular ve cevapları: sipariş, kargo, iade, ödeme ve hesap. Aradığınızı bulamazsanız bize yazın.`}
      />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {own ? `${sections[key].name} Yardım Merkezi` : 'Yardım Merkezi'}
      </Typography>
      {!own && (
        <Tabs value={key} aria-label="Yardım alınacak bölüm" variant="scrollable" allowScrollButtonsMobile>
          {areas.map((a) => (
            <Tab key={a.key} value={a.key} label={sections[a.key].name} component={Link} to={`${paths.help.getHref()}?alan=${a.param}`} />
          ))}
        </Tabs>
      )}
      <HelpCentre key={key} sectionKey={key} />
    </Stack>
  );
}
