import type { GetCampaignPageParams } from '@carsi/sdk/main';
import { pageOf } from '@/lib/url-state.ts';

export const CAMPAIGN_PAGE_SIZE = 24;

/** The campaign call's paging, from the address's `?sayfa=`: one source for the page and its route loader. */
export const campaignPageParams = (params: URLSearchParams): GetCampaignPageParams & { currentPage: number } => ({
  currentPage: pageOf(params),
  pageSize: CAMPAIGN_PAGE_SIZE,
});
