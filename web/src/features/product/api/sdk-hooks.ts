// The SDK hooks the product page's components use as generated: the feature's one seam to the SDK
// (docs/architecture.md#packages-and-the-dependency-rule); what a call needs around it is added here, once.
export { useAskProductQuestion, useGetMarket, useGetProduct, useListMarketReviews, useListProductQuestionsInfinite, useListProductReviews, useListSimilarProducts } from '@carsi/sdk/main';
