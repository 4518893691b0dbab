// The SDK hooks Mezat's components use as generated: the feature's one seam to the SDK
// (docs/architecture.md#packages-and-the-dependency-rule); what a call needs around it is added here, once.
export { useAuctionBuyPackage, useAuctionCreateContract, useAuctionGetContract, useAuctionGetUser, useAuctionListBannedUsers, useAuctionListCategories, useAuctionListLive, useAuctionListLiveHistory, useAuctionListPackages, useAuctionListPurchasedPackages, useAuctionListViewHistory } from '@carsi/sdk/main';
export { useLiveGetBroadcast, useLiveListBroadcasts } from '@carsi/sdk/live';
