// The SDK hooks the shared follow-seller components and hooks use as generated: the shared seam between them and the SDK
// (docs/architecture.md#packages-and-the-dependency-rule); what a call needs around it is added here, once.
export { useFollowSeller, useUnfollowSeller } from '@carsi/sdk/main';
