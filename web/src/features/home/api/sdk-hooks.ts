// The SDK hooks the home page's components use as generated: the feature's one seam to the SDK
// (docs/architecture.md#packages-and-the-dependency-rule); what a call needs around it is added here, once.
export { useListBanners, useListCategories, useListHighlights } from '@carsi/sdk/main';
export { useContentListFeaturedCategories, useContentListMainBanners, useContentListOtherServices } from '@carsi/sdk/content';
