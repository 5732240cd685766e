// Public API of @outlet/formatting: prices, dates, plural forms and text helpers for pl-PL (and the de/it
// banner variants). Everything here is pure.

export { roundHalfAway } from "./decimal";
export type { CountNoun } from "./formatCount";
export { countNouns, formatCount, formatProductCount } from "./formatCount";
export type { DateInput } from "./formatDate";
export { formatDate, formatDateTime, formatLongDate, formatLongDateTime } from "./formatDate";
export { fillTemplate, formatPrice, isNumericPrice } from "./formatPrice";
export type { FormattingErrorDetails, FormattingErrorReason } from "./formattingError";
export { FormattingError, isFormattingError } from "./formattingError";
export { htmlAllowList, safeLinkAttributes } from "./htmlAllowList";
export type { ImagePathConfig, ImagesConfig, ThumbnailProduct, ThumbnailSize } from "./imagePaths";
export {
  defaultImagePathConfig,
  getThumbnailPath,
  processURLAddress,
  productThumbnailPath,
  thumbnailSizes,
} from "./imagePaths";
export type { LazyLoaderSettings } from "./lazyLoader";
export { afterImageError, isWithinPreload, LAZY_LOADER, lazyRootMargin } from "./lazyLoader";
export type { MonthNames } from "./monthNames";
export { monthNamesByLanguage, polishMonthNames } from "./monthNames";
export type { ShopDate } from "./parseShopDate";
export { parseShopDate } from "./parseShopDate";
export type { PolishPluralForms } from "./pluralPl";
export { pluralPl, polishPluralCategory } from "./pluralPl";
export type { PriceRange, PriceRangePosition } from "./priceRangeLabel";
export { priceRangeLabel, priceRangeLabels } from "./priceRangeLabel";
export type { BannerLanguage, FormattingStoreView, StoreViewI18n } from "./storeView";
export {
  bannerLanguageOf,
  bannerLanguages,
  deStoreView,
  itStoreView,
  plStoreView,
  storeViewFor,
} from "./storeView";
export {
  capitalize,
  foldPolishLetters,
  formatProductMessages,
  htmlDecode,
  slugify,
  stripHTML,
} from "./textHelpers";
export type { ZonedDateTimeParts } from "./zonedTime";
export { addZonedDays, SHOP_TIME_ZONE, toZonedParts, zonedDateTimeToEpoch } from "./zonedTime";
