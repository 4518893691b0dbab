// The SDK hooks the store owner's components use as generated: the feature's one seam to the SDK
// (docs/architecture.md#packages-and-the-dependency-rule); what a call needs around it is added here, once.
export { useAnswerQuestion, useDeleteInvoice, useListMarketReviews, useListReceivedQuestions, useListSellerInvoices, useListStoreOrders } from '@carsi/sdk/main';
