// Public API of @outlet/cart-merge: cart lines, their identity, reducers, validation, the server-merge
// planner, sync rules and totals (transactions §4–§5, behaviour §9). Pure: effects are returned as data.

export type { ServerTotalsOutcome } from "./applyServerTotals.js";
export { applyServerTotals } from "./applyServerTotals.js";
export { canonicalJson } from "./canonicalJson.js";
export type { CartCommand } from "./cartCommand.js";
export { cartHash } from "./cartHash.js";
export type { CartItemForUpdate, CartItemForUpdateOptions } from "./cartItemForUpdate.js";
export { cartItemForUpdate } from "./cartItemForUpdate.js";
export type { CartMergeErrorDetails, CartMergeErrorReason } from "./cartMergeError.js";
export { isCartMergeError } from "./cartMergeError.js";
export { CART_MESSAGES, successNotification } from "./cartMessages.js";
export type { CartStorageKey, CartStorageWrite } from "./cartPersistence.js";
export { cartStorageWrites, crossTabAction } from "./cartPersistence.js";
export type { CartAction, CartEvent, CartTransition } from "./cartReducer.js";
export { cartTransition } from "./cartReducer.js";
export type { CartEnvironment, MinicartCountType } from "./cartSelectors.js";
export {
  canSyncTotals,
  canUpdateMethods,
  couponOf,
  currentCartHash,
  isCartConnected,
  isCartHashChanged,
  isCartSyncEnabled,
  isSyncRequired,
  isTotalsSyncEnabled,
  isTotalsSyncRequired,
  isVirtualCart,
  itemsTotalQuantity,
} from "./cartSelectors.js";
export type { CartState } from "./cartState.js";
export { initialCartState } from "./cartState.js";
export type { OptionListName } from "./checksum.js";
export { checksum } from "./checksum.js";
export type { ClampedQuantity } from "./clampQuantity.js";
export { clampQuantity, clampToLineMax, LINE_QTY_MAX } from "./clampQuantity.js";
export type { ConnectContext, ConnectOutcome } from "./connectOutcome.js";
export { connectOutcome } from "./connectOutcome.js";
export type { SyncContext, SyncDecision } from "./decideSync.js";
export { decideSync, needsServerCart } from "./decideSync.js";
export type { DiffLog, DiffParty, DiffServerResponse, DiffStatus } from "./diffLog.js";
export { createDiffLog, mergeDiffLogs } from "./diffLog.js";
export { lineRowGrosze, lineUnitGrosze } from "./lineAmounts.js";
export type { LineStock } from "./lineQuantityLimit.js";
export { lineQuantityLimit } from "./lineQuantityLimit.js";
export type { LocalTotals, LocalTotalsInput } from "./localTotals.js";
export { displayedTotals, totalsOutdated } from "./localTotals.js";
export type { AddToCartContext, AddToCartPlan } from "./planAddToCart.js";
export { planAddToCart } from "./planAddToCart.js";
export { planAuthorize } from "./planAuthorize.js";
export { planClearCart, planLoadCart } from "./planCartLifecycle.js";
export type {
  AddServerLineEffect,
  CartMergeEffect,
  CartMergeFlags,
  CartMergePlan,
  DeleteOnServerEffect,
  PushLineEffect,
  RefreshIdsEffect,
  RemoveLocalLineEffect,
  ServerLineLookup,
  TakeServerLineEffect,
} from "./planCartMerge.js";
export { planCartMerge, serverLineLookup } from "./planCartMerge.js";
export { planConfigureItem } from "./planConfigureItem.js";
export type { ApplyCouponPlan, CouponOutcome } from "./planCoupon.js";
export { applyCouponOutcome, couponRefusalMessage, removeCouponOutcome } from "./planCoupon.js";
export type { ServerCartStanding } from "./planPushAddedLines.js";
export {
  afterPushCommands,
  planPushAddedLines,
  pushedLineOutcome,
  serverCartStanding,
} from "./planPushAddedLines.js";
export type { LineActionPlan, RemoveItemPayload } from "./planRemoveItem.js";
export { planRemoveItem } from "./planRemoveItem.js";
export type { StockCheckTask, StockSyncPlan } from "./planStockSync.js";
export { planStockSync } from "./planStockSync.js";
export type {
  AddressInformation,
  OrderDataForTotals,
  SyncTotalsContext,
  SyncTotalsPlan,
  TotalsAddress,
} from "./planSyncTotals.js";
export { planSyncTotals } from "./planSyncTotals.js";
export { planUpdateQuantity } from "./planUpdateQuantity.js";
export type { PreparedProduct, PrepareProductsOptions } from "./prepareProductsToAdd.js";
export { prepareProductsToAdd } from "./prepareProductsToAdd.js";
export type { IdentityKind, LineLike } from "./productsEquals.js";
export { productsEquals } from "./productsEquals.js";
export type { PullOutcome } from "./pullOutcome.js";
export { pullOutcome } from "./pullOutcome.js";
export type { EffectOutcome, ResolvePushLineContext } from "./resolvePushLine.js";
export type { CartMergePorts, CartMergeRun } from "./runCartMergePlan.js";
export { runCartMergePlan } from "./runCartMergePlan.js";
export { serverLineToProduct } from "./serverLineToProduct.js";
export type { SetRollbackStep, SetShortfall, SetShortfallOptions } from "./setAddShortfall.js";
export { planSetRollback, setAddShortfall } from "./setAddShortfall.js";
export { sha3_224 } from "./sha3.js";
export type { ShippingInformationSource } from "./shippingInformationRequest.js";
export { shippingInformationRequest, shippingMethodsAddress } from "./shippingInformationRequest.js";
export type { StockStatus } from "./stockStatus.js";
export type { TotalsLayout } from "./totalsLayout.js";
export { totalsLayout } from "./totalsLayout.js";
export type {
  CartLine,
  CartNotification,
  PaymentMethod,
  PlatformTotals,
  ProductOption,
  ProductOptionExtension,
  ServerCartLine,
  ServerResponse,
  ShippingMethod,
  TotalSegment,
} from "./types.js";
export type { ValidateProductOptions } from "./validateProduct.js";
export { validateProduct } from "./validateProduct.js";
export type { QuantityValidation } from "./validateQuantity.js";
export { validateQuantity } from "./validateQuantity.js";
