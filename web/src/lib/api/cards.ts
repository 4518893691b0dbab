// The SDK hooks the shared payment and card pickers components and hooks use as generated: the shared seam between them and the SDK
// (docs/architecture.md#packages-and-the-dependency-rule); what a call needs around it is added here, once.
export { useListCards } from '@carsi/sdk/main';
