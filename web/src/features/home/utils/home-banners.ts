import { BannerPlacement } from '@carsi/sdk/main';

/** The marketplace banners the home page shows: those of its grid (the slider at the top is the content service's main banners). */
export const homeBannerParams = { placement: BannerPlacement.HOME_GRID } as const;

/** The block's heading and its list's name. */
export const HOME_BANNERS_TITLE = 'Fırsat köşesi';
