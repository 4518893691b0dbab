// The SDK hooks the shop's header and footer components and hooks use as generated: the shared seam between them and the SDK
// (docs/architecture.md#packages-and-the-dependency-rule); what a call needs around it is added here, once.
export { useGetMegaMenu, useListFooterKeywords } from '@carsi/sdk/main';
export { useContentListStaticPages } from '@carsi/sdk/content';
