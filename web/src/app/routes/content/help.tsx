import { PageHead } from '@/components/seo/page-head.tsx';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link.tsx';
import { Platform, paths, platformHome, platformLabels, platformOrder, sectionOfPlatform } from '@/config/paths.ts';
import type { HelpArea } from '@/features/help/api/help-hooks.ts';
import { HelpCentre } from '@/features/help/components/help-centre.tsx';
import { sectionOfPath } from '@/lib/section-api.ts';

/** The area of a platform: the main shop, Mezat or the section family whose platform it is. */
const areaOfPlatform = (platform: Platform): HelpArea | undefined =>
  platform === Platform.MARKETPLACE ? 'marketplace' : platform === Platform.AUCTION ? 'auction' : sectionOfPlatform(platform);

/** What `?alan=` says for an area of `/yardim` (the shop-wide help centre): its home's segment (`pazar`), the main shop's `alisveris`. */
const areaParam = (platform: Platform): string => (platform === Platform.MARKETPLACE ? 'alisveris' : platformHome[platform].slice(1));

/** Every area with a help centre, in the header's order (the main shop first), under the header's names. */
const areas = platformOrder.flatMap((platform) => {
  const key = areaOfPlatform(platform);
  return key ? [{ key, param: areaParam(platform), name: platformLabels[platform] }] : [];
});

/**
 * The help centre: `/yardim` and each section's own (`/pazar/yardim` …) are the same page; the section
 * comes from the address; `/yardim` picks the area with `?alan=` (the main shop first).
 */
export default function HelpRoute() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const own = sectionOfPath(pathname);
  const area = (own ? areas.find((a) => a.key === own) : areas.find((a) => a.param === params.get('alan'))) ?? areas[0];
  if (!area) return null;
  return (
    <Stack spacing={2}>
      <PageHead
        title={own ? `${area.name} Yardım Merkezi — Çarşı` : 'Yardım Merkezi — Çarşı'}
        description={`${area.name} hakkında sık sorulan sorular ve cevapları: sipariş, kargo, iade, ödeme ve hesap. Aradığınızı bulamazsanız bize yazın.`}
      />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {own ? `${area.name} Yardım Merkezi` : 'Yardım Merkezi'}
      </Typography>
      {!own && (
        <Tabs value={area.key} aria-label="Yardım alınacak bölüm" variant="scrollable" allowScrollButtonsMobile>
          {areas.map((a) => (
            <Tab key={a.key} value={a.key} label={a.name} component={Link} to={`${paths.help.getHref()}?alan=${a.param}`} />
          ))}
        </Tabs>
      )}
      <HelpCentre key={area.key} area={area.key} />
    </Stack>
  );
}
