import { BannerPlacement } from '@carsi/sdk/main';

/**
 * The marketplace banners the home page shows: those of its grid (the slider at the top is the content
 * service's main banners). One value for the route's loader and the block, so both ask the same query.
 */
export const homeBannerParams = { placement: BannerPlacement.HOME_GRID } as const;

export const HOME_BANNERS_TITLE = 'Fırsat köşesi';
