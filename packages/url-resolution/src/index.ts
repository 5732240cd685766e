export type { LanguagePreference, PageRequest } from "./acceptLanguage.js";
export { acceptLanguageRedirect, parseAcceptLanguage, storeForAcceptLanguage } from "./acceptLanguage.js";
export { childSkuLocation } from "./childSkuLocation.js";
export { encodeQuery, parseQuery, strictEncode } from "./encodeQuery.js";
export { formatCategoryLink } from "./formatCategoryLink.js";
export { canonicalProductLink, formatProductLink, needsChildSku } from "./formatProductLink.js";
export { isVisibleProduct, NOT_VISIBLE_INDIVIDUALLY, VISIBLE_VISIBILITIES } from "./isVisibleProduct.js";
export { adjustMultistoreApiUrl, localizedDispatcherRoute, localizedRoute } from "./localizedRoute.js";
export type { MappingAnswer, MappingEffect, MapUrlRequestBody } from "./mapUrlRequest.js";
export { mapUrlRequest, pickMappingCandidate, routeFromMapping } from "./mapUrlRequest.js";
export { normalizeUrlPath } from "./normalizeUrlPath.js";
export { offlineNavigation, scrollTarget, showScrollToTop } from "./offlineNavigation.js";
export type { StoreViewBase } from "./prepareStoreView.js";
export { prepareStoreView } from "./prepareStoreView.js";
export type { ProductPageDecision } from "./productPageAccess.js";
export { directChildAccess, productPageDecision } from "./productPageAccess.js";
export type { DispatcherMap } from "./registerMapping.js";
export { registerMapping } from "./registerMapping.js";
export type { ProductUrlQuery, ResolutionStep, UrlResolution, UrlResolvers } from "./resolveUrl.js";
export { resolveUrl } from "./resolveUrl.js";
export { planDispatch, shouldDispatch } from "./routerGuard.js";
export type { RouteDefinition } from "./routes.js";
export {
  catalogRoutes,
  productRouteName,
  routePath,
  simpleProductTypes,
  storeName,
  storeRoutes,
} from "./routes.js";
export type { RouteLike } from "./storeCodeFromRoute.js";
export { removeStoreCodeFromRoute, storeCodeFromRoute } from "./storeCodeFromRoute.js";
export { parametrize, transformCategoryUrl, transformProductUrl } from "./transformUrls.js";
export type {
  LinkableCategory,
  LinkableProduct,
  LogEntry,
  MaybePromise,
  Notification,
  ParamValue,
  RouteData,
  RouteLocation,
  RouteParams,
} from "./types.js";
export type { StoreView, UrlConfig } from "./urlConfig.js";
export { defaultUrlConfig } from "./urlConfig.js";
export type { UrlResolutionErrorDetails, UrlResolutionErrorReason } from "./urlResolutionError.js";
export { httpStatusForError, isUrlResolutionError, UrlResolutionError } from "./urlResolutionError.js";
