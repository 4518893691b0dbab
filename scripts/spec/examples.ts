/**
 * The examples that name seeded records: ids, codes and prices come from the mock seed's world
 * (mocks/src/db/seed/world.ts), so an example copied from the contract works against a fresh mock
 * store as the demo member. The build writes them over the fragments' placeholders: path, query and
 * header parameters get an inline example (a shared `$ref` parameter becomes an inline copy), and a
 * request body's example is merge-patched (RFC 7386) with `body`. An operation only the corporate
 * demo's store may call says so with `x-example-member`.
 */
import {
  AUCTION_CONTRACT_VERSION,
  CONTENT,
  CORPORATE,
  DEMO,
  LISTING_AT,
  MARKETPLACE as M,
  OTHER_MEMBER_ID,
  PHONE_CODE,
  RESET_CODE,
  SWAP,
  VERTICAL_RECORD as R,
  listingId,
  verticalId,
} from '../../mocks/src/db/seed/world.ts';
import { isObject, type Json, type JsonObject } from '@carsi/tooling/yaml';
import { applyMergePatch } from './fragments.ts';
import { httpMethods, operationsOf } from './transforms.ts';
import type { Vertical } from './verticals.ts';

export interface ExampleOverride {
  path?: Record<string, Json>;
  query?: Record<string, Json>;
  header?: Record<string, Json>;
  /** Merge patch applied to the request body's example. */
  body?: JsonObject;
  /** The member the example is for when it is not the demo member. */
  member?: string;
}

/** The first section of verticals.yaml (second-hand): the marketplace's invoice examples name its seeded orders. */
const FIRST_SECTION = 0;
const item = (orderItemId: number): Json => [{ orderItemId, quantity: 1 }];
const NEW_PHONE = '5559876543';

const marketplace: Record<string, ExampleOverride> = {
  auctionBuyPackage: { path: { id: CONTENT.auctionPackage }, body: { cardId: M.card } },
  auctionCreateContract: { body: { version: AUCTION_CONTRACT_VERSION, accepted: true } },
  auctionGetUser: { path: { id: OTHER_MEMBER_ID } },
  auctionBanUser: { path: { id: OTHER_MEMBER_ID } },
  auctionUnbanUser: { path: { id: OTHER_MEMBER_ID } },
  auctionGetLotBids: { path: { id: CONTENT.lot.id } },
  auctionPlaceBid: { path: { id: CONTENT.lot.id }, body: { amount: CONTENT.lot.nextBid } },
  login: { body: { email: DEMO.email, password: DEMO.password } },
  forgotPassword: { body: { email: DEMO.email } },
  resetPassword: { body: { email: DEMO.email, code: RESET_CODE, newPassword: DEMO.password, reNewPassword: DEMO.password } },
  blogListArticles: { query: { categorySlug: CONTENT.blogCategorySlug } },
  blogGetArticle: { path: { id: CONTENT.article.id } },
  blogGetArticleBySlug: { path: { slug: CONTENT.article.slug } },
  blogListSimilarArticles: { path: { id: CONTENT.article.id } },
  saveCard: { body: { cardNumber: M.newCardNumber } },
  deleteCard: { path: { id: M.card } },
  addToCart: { path: { id: M.productToAdd } },
  updateCartItem: { path: { id: M.cartProduct } },
  removeFromCart: { path: { id: M.cartProductToRemove } },
  selectCartItem: { path: { id: M.cartProductToRemove, status: 'NO' } },
  applyCartCoupon: { body: { code: M.coupon } },
  followSeller: { path: { id: M.sellerToFollow } },
  unfollowSeller: { path: { id: M.sellerToFollow } },
  listReceivedQuestions: { member: CORPORATE.email },
  answerQuestion: { path: { id: M.store.unansweredQuestion }, member: CORPORATE.email },
  deleteQuestion: { path: { id: M.ownQuestion } },
  createInvoice: { body: { orderId: verticalId('order', FIRST_SECTION, R.order.soldReturnShipped) } },
  deleteInvoice: { path: { id: verticalId('order', FIRST_SECTION, R.order.soldReturnRequested) } },
  listNeighborhoods: { path: { provinceId: M.province, districtId: M.district } },
  createOrder: { body: { addressId: M.address.home, invoiceAddressId: M.address.home, cardId: M.card, installment: 1 } },
  listStoreOrders: { member: CORPORATE.email },
  getOrder: { path: { id: M.order.received.id } },
  cancelOrder: { body: { orderId: M.order.received.id, items: item(M.order.received.itemId) } },
  createReturn: { body: { orderId: M.order.delivered.id, items: item(M.order.delivered.itemId) } },
  cancelReturn: { body: { returnId: M.cancellableReturn } },
  updateOrderShipping: { body: { orderId: M.store.orderToShip }, member: CORPORATE.email },
  listStoreDiscounts: { member: CORPORATE.email },
  setProductDiscount: { path: { id: M.store.productToDiscount }, member: CORPORATE.email },
  removeProductDiscount: { path: { id: M.store.discountedProduct }, member: CORPORATE.email },
  getOrderInvoice: { body: { orderId: M.order.delivered.id } },
  createProductRating: { body: { orderId: M.toRate.orderId, productId: M.toRate.productId } },
  createSellerRating: { body: { orderId: M.toRate.orderId, sellerId: M.toRate.sellerId } },
  getProductRating: { path: { id: M.rating.product } },
  updateProductRating: { path: { id: M.rating.product } },
  deleteProductRating: { path: { id: M.rating.product } },
  getSellerRating: { path: { id: M.rating.seller } },
  updateSellerRating: { path: { id: M.rating.seller } },
  deleteSellerRating: { path: { id: M.rating.seller } },
  changePassword: { body: { oldPassword: DEMO.password, newPassword: DEMO.password, reNewPassword: DEMO.password } },
  requestPhoneChange: { body: { phone: NEW_PHONE } },
  verifyPhoneChange: { body: { phone: NEW_PHONE, code: PHONE_CODE } },
  getAddress: { path: { id: M.address.work } },
  updateAddress: { path: { id: M.address.work } },
  deleteAddress: { path: { id: M.address.work } },
  deleteAccount: { body: { password: DEMO.password } },
  liveListBroadcasts: { query: { categoryId: CONTENT.auctionCategory } },
  liveGetBroadcast: { path: { id: CONTENT.liveBroadcast } },
};

/** Examples of a section's operations (the one at `section` in verticals.yaml), by operationId without the section prefix. */
function sectionExamples(vertical: Vertical, section: number): Record<string, ExampleOverride> {
  const at = (position: number): number => listingId(section, position);
  const order = (part: keyof typeof R.order): number => verticalId('order', section, R.order[part]);
  const orderItem = (part: keyof typeof R.order): number => verticalId('orderItem', section, R.order[part]);
  const ret = (part: keyof typeof R.return): number => verticalId('return', section, R.return[part]);
  const negotiation = (part: keyof typeof R.negotiation): number => verticalId('negotiation', section, R.negotiation[part]);
  const question = (part: keyof typeof R.question): number => verticalId('question', section, R.question[part]);
  const cargo = verticalId('cargoAddress', section);
  const shown = { path: { id: at(LISTING_AT.shown) } };
  return {
    GetProduct: shown,
    ListSimilarProducts: shown,
    ListProductQuestions: shown,
    AskQuestion: shown,
    ListComments: shown,
    CreateComment: shown,
    ReportProduct: shown,
    UpdateProduct: { path: { id: at(LISTING_AT.ownToEdit) } },
    DeleteProduct: { path: { id: at(LISTING_AT.ownToEdit) } },
    AddToCart: { path: { id: at(LISTING_AT.toCart) } },
    UpdateCartItem: { path: { id: at(LISTING_AT.toCart) } },
    RemoveFromCart: { path: { id: at(LISTING_AT.toCart) } },
    CreateOrder: { body: { addressId: M.address.home, invoiceAddressId: M.address.home, cardId: M.card, installment: 1, negotiationId: negotiation('acceptedForDemo') } },
    GetBuyOrder: { path: { id: order('boughtDelivered') } },
    GetBuyOrderInvoice: { path: { id: order('boughtDelivered') } },
    CreateReturn: { path: { id: order('boughtDelivered') }, body: { items: item(orderItem('boughtDelivered')) } },
    CancelReturn: { path: { id: order('boughtReturning') }, body: { returnId: ret('boughtReturning') } },
    GetSellOrder: { path: { id: order('soldToShip') } },
    ShipSellOrder: { path: { id: order('soldToShip') }, body: { cargoAddressId: cargo } },
    UploadSellOrderInvoice: { path: { id: order('soldToShip') } },
    // A sale the seed already holds an invoice for, so the example also answers 2xx on its own (not only after the upload's).
    DeleteSellOrderInvoice: { path: { id: order('soldReturnToReject') } },
    ApproveReturnBeforeShipping: { path: { id: order('soldReturnRequested') }, body: { returnId: ret('soldReturnRequested') } },
    ApproveReturnAfterShipping: { path: { id: order('soldReturnShipped') }, body: { returnId: ret('soldReturnShipped') } },
    RejectReturn: { path: { id: order('soldReturnToReject') }, body: { returnId: ret('soldReturnToReject') } },
    CreateNegotiation: { body: { productId: at(LISTING_AT.toNegotiate), price: 4250 } },
    GetEarningInfo: { query: { productId: at(LISTING_AT.ownWithOffer), price: 4250 } },
    GetNegotiation: { path: { id: negotiation('toAccept') } },
    UpdateNegotiationOffer: { path: { id: negotiation('toCounter') }, body: { price: 4400 } },
    AcceptNegotiation: { path: { id: negotiation('toAccept') } },
    RejectNegotiation: { path: { id: negotiation('toReject') } },
    AnswerQuestion: { path: { id: question('toAnswer') } },
    DeleteQuestion: { path: { id: question('ownAnswered') } },
    AddFavorite: { path: { id: at(LISTING_AT.toFavorite) } },
    RemoveFavorite: { path: { id: at(LISTING_AT.toFavorite) } },
    Follow: { path: { id: OTHER_MEMBER_ID } },
    Unfollow: { path: { id: OTHER_MEMBER_ID } },
    CreateContract: { body: { version: vertical.contractVersion, accepted: true } },
    GetCargoAddress: { path: { id: cargo } },
    UpdateCargoAddress: { path: { id: cargo } },
    DeleteCargoAddress: { path: { id: cargo } },
    CheckCargoDetail: { body: { cargoAddressId: cargo } },
    // The demo member has open orders in every section, so cannot suspend; the corporate demo can.
    SuspendAccount: { member: CORPORATE.email },
    ...(vertical.slug === 'swap'
      ? {
          CreateOffer: { body: { targetProductId: at(LISTING_AT.swapTarget), offeredProductIds: [at(LISTING_AT.ownToCounter)] } },
          GetOffer: { path: { id: SWAP.offerToAccept } },
          AcceptOffer: { path: { id: SWAP.offerToAccept } },
          RejectOffer: { path: { id: SWAP.offerToReject } },
          CancelOffer: { path: { id: SWAP.offerToCancel } },
          CreateDoping: { body: { productId: at(LISTING_AT.ownToCounter), cardId: M.card } },
          DeleteDoping: { path: { id: SWAP.doping } },
          BanUser: { path: { id: OTHER_MEMBER_ID } },
          UnbanUser: { path: { id: OTHER_MEMBER_ID } },
        }
      : {}),
  };
}

function overrideOf(operationId: string, verticals: readonly Vertical[]): ExampleOverride | undefined {
  const own = marketplace[operationId];
  if (own) return own;
  for (const [section, v] of verticals.entries()) {
    if (operationId.startsWith(v.name) && /^[A-Z]/.test(operationId.slice(v.name.length))) {
      return sectionExamples(v, section)[operationId.slice(v.name.length)];
    }
  }
  return undefined;
}

function resolveLocal(doc: JsonObject, value: JsonObject): JsonObject {
  let current: JsonObject | undefined = value;
  for (let depth = 0; current && typeof current.$ref === 'string' && depth < 20; depth += 1) {
    const parts: string[] = current.$ref.split('/');
    const kind = parts[2] ?? '';
    const name = parts[3];
    const components: JsonObject = isObject(doc.components) ? doc.components : {};
    const kindMap: Json | undefined = components[kind];
    const next: Json | undefined = isObject(kindMap) && name ? kindMap[name] : undefined;
    current = isObject(next) ? next : undefined;
  }
  if (!current) throw new Error(`unresolved ${String(value.$ref)}`);
  return current;
}

function setParameter(doc: JsonObject, op: JsonObject, pathItem: JsonObject, where: string, name: string, value: Json): void {
  const own = Array.isArray(op.parameters) ? op.parameters : [];
  const shared = Array.isArray(pathItem.parameters) ? pathItem.parameters : [];
  const index = own.findIndex((p) => isObject(p) && resolveLocal(doc, p).name === name && resolveLocal(doc, p).in === where);
  const found = index >= 0 ? own[index] : shared.find((p) => isObject(p) && resolveLocal(doc, p).name === name && resolveLocal(doc, p).in === where);
  if (!isObject(found)) throw new Error(`${String(op.operationId)}: no ${where} parameter ${name} to give an example`);
  const inline: JsonObject = { ...structuredClone(resolveLocal(doc, found)), example: value };
  if (index >= 0) own[index] = inline;
  else own.push(inline);
  op.parameters = own;
}

/** Writes the seed's ids into the examples of `doc` (after the verticals are expanded). */
export function applySeedExamples(doc: JsonObject, verticals: readonly Vertical[]): void {
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const { path, method, operation } of operationsOf(doc)) {
    const override = overrideOf(String(operation.operationId), verticals);
    if (!override) continue;
    const pathItem = paths[path];
    if (!isObject(pathItem) || !httpMethods.includes(method as (typeof httpMethods)[number])) continue;
    for (const [where, values] of [['path', override.path], ['query', override.query], ['header', override.header]] as const) {
      for (const [name, value] of Object.entries(values ?? {})) setParameter(doc, operation, pathItem, where, name, value);
    }
    if (override.body) {
      const body = isObject(operation.requestBody) ? resolveLocal(doc, operation.requestBody) : undefined;
      const content = body && isObject(body.content) ? body.content : {};
      const media = content['application/json'] ?? content['multipart/form-data'];
      if (!isObject(media)) throw new Error(`${String(operation.operationId)}: no request body to give an example`);
      const current = media.example ?? (isObject(media.schema) ? resolveLocal(doc, media.schema).example : undefined);
      const example: JsonObject = isObject(current) ? structuredClone(current) : {};
      applyMergePatch(example, override.body);
      media.example = example;
    }
    if (override.member) operation['x-example-member'] = override.member;
  }
}

/** operationIds the overrides name that no bundle has (a renamed operation must not lose its example). */
export function unknownOverrides(known: ReadonlySet<string>, verticals: readonly Vertical[]): string[] {
  const names = [...Object.keys(marketplace), ...verticals.flatMap((v, section) => Object.keys(sectionExamples(v, section)).map((k) => `${v.name}${k}`))];
  return names.filter((n) => !known.has(n));
}
