import { paths } from '@/config/paths.ts';
import type { SitemapArea } from '../types.ts';
import { listedArea } from './area-kinds.ts';
import { hasItems } from '../utils/has-items.ts';
import { runningCampaigns } from './running-campaigns.ts';

/** `/sitemap/kampanyalar.xml`: every running campaign with products that the shop links to (a campaign carries its run, not a date of change). */
export const campaignsArea: SitemapArea = listedArea('kampanyalar', async () =>
  [...(await runningCampaigns())].filter(([, count]) => hasItems(count)).map(([slug]) => ({ path: paths.campaign.getHref(slug) })),
);
