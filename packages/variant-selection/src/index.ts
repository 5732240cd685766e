export type { ApplyVariantOptions } from "./applyVariant.js";
export { applyVariant, variantFields } from "./applyVariant.js";
export type { BuyableVariant } from "./buyableVariants.js";
export { buyableVariants } from "./buyableVariants.js";
export { childOfColor } from "./childOfColor.js";
export type { SearchMatch } from "./childOfMatch.js";
export { childOfMatch } from "./childOfMatch.js";
export type { ProductOptionLabel } from "./configurableItemOptions.js";
export { configurableItemOptions } from "./configurableItemOptions.js";
export type { ResolvedConfiguration, ResolvedConfigurationEntry } from "./configurationFromVariant.js";
export { configurationFromVariant } from "./configurationFromVariant.js";
export type { ConfiguredProduct, ConfigureProductOptions } from "./configureProduct.js";
export { configureProduct } from "./configureProduct.js";
export { configureProductInStock } from "./configureProductInStock.js";
export { filterOutUnavailableVariants, productStockSkus } from "./filterOutUnavailableVariants.js";
export type { GalleryEntryLike } from "./galleryForVariant.js";
export { galleryForVariant } from "./galleryForVariant.js";
export type { StockStatus } from "./getStockStatus.js";
export { getStockStatus } from "./getStockStatus.js";
export type { EligibilityOptions } from "./isEligibleChild.js";
export { isEligibleChild } from "./isEligibleChild.js";
export { isActiveLinkItem, isEnabled } from "./isEnabled.js";
export { childrenWithValue, isOptionAvailable } from "./isOptionAvailable.js";
export { isSoldOut } from "./isSoldOut.js";
export type { LineOptionChoice, LineVariantResult } from "./lineVariant.js";
export { lineVariant } from "./lineVariant.js";
export { childMatches, configurationValueIds, matchLevel } from "./matchLevel.js";
export type { AvailableOptionValue, OptionListValue } from "./optionAvailability.js";
export { optionAvailability, productOptionLists } from "./optionAvailability.js";
export type { PickedOption, PickOptionResult } from "./pickOption.js";
export { pickOption, productVariantFrom, variantSearchSku } from "./pickOption.js";
export type { StockCheckAnswer, StockCheckTask, StockConfig } from "./planStockCheck.js";
export { defaultStockConfig, planStockCheck, stockCheckAnswer, stockListUrls } from "./planStockCheck.js";
export type { PreparedProduct } from "./prepareProduct.js";
export { prepareProduct } from "./prepareProduct.js";
export { removeUnavailableChildren } from "./removeUnavailableChildren.js";
export { resolveAttributeCode } from "./resolveAttributeCode.js";
export type { SelectVariantOptions, SelectVariantResult, VariantMatch } from "./selectVariant.js";
export { selectVariant, variantPrice } from "./selectVariant.js";
export type { StockPrefetchOptions } from "./stockPrefetchSkus.js";
export { stockPrefetchSkus } from "./stockPrefetchSkus.js";
export type {
  AttributeMetadata,
  ConfigurableOption,
  ConfigurableOptionValue,
  ConfigurableProduct,
  Configuration,
  ConfigurationEntry,
  ConfigurationValue,
  CustomAttribute,
  LogEntry,
  Notification,
  ProductOption,
  StockInfo,
  VariantChild,
} from "./types.js";
export type { VariantSelectionConfig } from "./variantSelectionConfig.js";
export { defaultVariantSelectionConfig } from "./variantSelectionConfig.js";
export type { VariantSelectionErrorDetails, VariantSelectionErrorReason } from "./variantSelectionError.js";
export { isVariantSelectionError, VariantSelectionError } from "./variantSelectionError.js";
export type { SyncedStockItem } from "./withCurrentStock.js";
export { withCurrentStock } from "./withCurrentStock.js";
