// The SDK hooks the contracts overview's components use as generated: the feature's one seam to the SDK
// (docs/architecture.md#packages-and-the-dependency-rule); what a call needs around it is added here, once.
export { useAuctionGetContract } from '@carsi/sdk/main';
