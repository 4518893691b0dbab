/** Outside links of the footer. The store listings are searches until the apps' ids are known. */
export const appStoreLinks = {
  appStore: 'https://apps.apple.com/tr/search?term=%C3%87ar%C5%9F%C4%B1',
  googlePlay: 'https://play.google.com/store/search?q=%C3%87ar%C5%9F%C4%B1&c=apps&hl=tr',
} as const;
