import { LiveStatus, type LiveBroadcastDetail } from '@carsi/sdk/live';
import { PageHead } from '@/components/seo/page-head.tsx';
import { paths } from '@/config/paths.ts';
import { useSiteOrigin } from '@/lib/seo/site-origin.tsx';
import { absoluteUrl } from '@/lib/seo/site-url.ts';
import { broadcastEventJsonLd } from '@/lib/seo/structured-data.ts';
import { formatDayAndTime } from '@/utils/format.ts';

/** A broadcast's head: its title, host, time and lots, the cover, and the broadcast as an online event. */
export function BroadcastHead({ broadcast }: { broadcast: LiveBroadcastDetail }) {
  const origin = useSiteOrigin();
  const url = absoluteUrl(paths.auctionBroadcast.getHref(broadcast.id), origin);
  const when = {
    [LiveStatus.SCHEDULED]: `${formatDayAndTime(broadcast.startsAt)} başlıyor`,
    [LiveStatus.LIVE]: 'şu an canlı yayında',
    [LiveStatus.ENDED]: 'yayın sona erdi',
  }[broadcast.status];
  return (
    <PageHead
      title={`${broadcast.title} — Mezat — Çarşı`}
      description={`${broadcast.title}: ${broadcast.host.name} sunuyor, ${when}. ${broadcast.lots.length} ürün açık artırmada.${broadcast.description ? ` ${broadcast.description}` : ''}`}
      image={broadcast.cover}
      structuredData={[broadcastEventJsonLd(broadcast, url, origin)]}
    />
  );
}
