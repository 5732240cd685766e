// Public API of @outlet/pricing: money in grosze, the special-price window, displayed, bundle, grouped and
// custom-option prices, the platform price refresh and the EU Omnibus lowest price. Everything is pure.
export type {
  ApplyBundlePriceOptions,
  BundleOptionsPrice,
  BundleOptionValue,
  BundleProduct,
} from "./bundlePrice";
export {
  applyBundlePrice,
  bundleLinkSkus,
  bundleOptionsPrice,
  bundleOptionValues,
  bundleSelections,
} from "./bundlePrice";
export type { BundleOption, BundleProductLink, BundleSelection } from "./bundleTypes";
export type {
  BundleLinkRule,
  BundleOptionRule,
  BundleSelectionProblemReason,
  CheckedBundleSelections,
  RequestedBundleSelection,
} from "./checkBundleSelections";
export {
  BUNDLE_OPTION_QTY_MAX,
  cheapestBundleGrosze,
  checkBundleSelections,
  defaultBundleSelections,
  defaultLinkQty,
} from "./checkBundleSelections";
export type {
  SpecialPriceField,
  SpecialPriceInput,
  SpecialPriceProblem,
  SpecialPriceProblemReason,
} from "./checkSpecialPrice";
export { checkSpecialPrice } from "./checkSpecialPrice";
export type {
  CustomOption,
  CustomOptionSelection,
  CustomOptionsBase,
  CustomOptionsDelta,
  CustomOptionValue,
} from "./customOptions";
export {
  customOptionFieldName,
  customOptionsDelta,
  defaultCustomOptionValue,
  isTextCustomOption,
  selectedCustomOptionValue,
  selectedCustomOptionValues,
} from "./customOptions";
export type { CheckedCustomOptionText, CustomOptionTextReason } from "./customOptionText";
export {
  CUSTOM_OPTION_TEXT_CHARACTERS,
  CUSTOM_OPTION_TEXT_MAX,
  checkCustomOptionText,
  customOptionTextMax,
  normalizeCustomOptionText,
} from "./customOptionText";
export { discountPercent, largestDiscountPercent } from "./discountPercent";
export type { DisplayedPrice, DisplayedPriceOptions, DisplayedPriceProduct } from "./displayedPrice";
export { displayedPrice } from "./displayedPrice";
export type {
  GroupedItemPrices,
  GroupedPriceFields,
  GroupedPriceResult,
  GroupedProduct,
  GroupedProductLink,
  PricingLogEffect,
} from "./groupedPrice";
export {
  applyGroupedPrice,
  groupedLinkQty,
  groupedLinkSkus,
  groupedLinks,
  groupedPriceFields,
} from "./groupedPrice";
export type { LinkedProduct, LinkedProductsQuery } from "./linkedProducts";
export { linkedProductsQuery } from "./linkedProducts";
export { amountToGrosze, fromGrosze, parseAmount, roundGrosze, roundMoney, toGrosze } from "./money";
export type {
  ApplyPlatformPricesOptions,
  ApplyPlatformPricesResult,
  PriceUpdateEffect,
  RefreshableProduct,
  RefreshedPriceFields,
  RenderListItem,
  RenderListRequest,
  RenderListRequestInput,
} from "./platformPriceRefresh";
export {
  applyPlatformPrices,
  clearPlatformPrices,
  markPricesPending,
  PRICE_FIELDS,
  PRICES_AFTER_SYNC_EVENT,
  PRODUCT_AFTER_PRICEUPDATE_EVENT,
  platformPriceSkus,
  renderListItems,
  renderListRequest,
  shouldRefreshPricesAfterAuthChange,
  shouldWaitForPlatformSync,
} from "./platformPriceRefresh";
export type {
  LowestPriceBeforeReductionOptions,
  OmnibusPrice,
  PriceHistoryEntry,
  PriceHistoryOptions,
} from "./priceHistory";
export {
  findReductionStart,
  lowestPriceBeforeReduction,
  lowestPriceInWindow,
  omnibusLowestPrice,
  omnibusShownPrice,
  recordPrice,
} from "./priceHistory";
export type { PricingErrorDetails, PricingErrorReason } from "./pricingError";
export { isPricingError, PricingError } from "./pricingError";
export type { SpecialWindow, SpecialWindowBounds, SpecialWindowOptions } from "./specialWindowActive";
export { specialWindowActive, specialWindowBounds, specialWindowEdges } from "./specialWindowActive";
export type { Instant } from "./toEpochMs";
export { toEpochMs } from "./toEpochMs";
export type {
  PriceFieldsChanged,
  VariantPriceFields,
  VariantPriceFollow,
} from "./variantPriceFollowers";
export { variantPriceFollowers } from "./variantPriceFollowers";
