import { getCampaignPage, listBanners, listHighlights } from '@carsi/sdk/main';
import { contentListMainBanners } from '@carsi/sdk/content';
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { isNotFoundError } from '@/lib/not-found.ts';

/** The campaign slug a shop link names (`/kampanya/kis-indirimi`), or undefined for any other link. */
const campaignSlugOf = (link: string | undefined): string | undefined =>
  link ? matchPath(paths.campaign.path, new URL(link, 'https://carsi.invalid').pathname)?.params.slug : undefined;

/**
 * The running campaigns with their number of products, by slug. The contract has no list of campaigns:
 * the shop reaches each from a banner or a highlight's "Tümünü gör". So those are read, and each
 * campaign they name is asked for once: one that no longer exists (404) or has ended is left out.
 */
export async function runningCampaigns(): Promise<Map<string, number>> {
  const [banners, highlights, mainBanners] = await Promise.all([listBanners(), listHighlights(), contentListMainBanners()]);
  const links = [...banners.map((banner) => banner.link), ...highlights.map((highlight) => highlight.link), ...mainBanners.map((banner) => banner.link)];
  const slugs = [...new Set(links.map(campaignSlugOf).filter((slug): slug is string => slug !== undefined))].sort();
  const now = Date.now();
  const campaigns = await Promise.all(
    slugs.map(async (slug): Promise<[string, number] | undefined> => {
      try {
        const campaign = await getCampaignPage(slug, { pageSize: 1 });
        const running = !campaign.endsAt || new Date(campaign.endsAt).getTime() > now;
        return running ? [slug, campaign.products.totalCount] : undefined;
      } catch (error) {
        if (isNotFoundError(error)) return undefined;
        throw error;
      }
    }),
  );
  return new Map(campaigns.filter((campaign) => campaign !== undefined));
}
