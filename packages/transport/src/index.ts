export {
  addressSchema,
  customerSchema,
  loginMetaSchema,
  orderHistorySchema,
  orderSchema,
  wishlistSchema,
} from "./accountSchemas";
export type { ApiError, ApiIssue } from "./apiError";
export { GENERIC_ERROR_MESSAGE, toApiError } from "./apiError";
export {
  cartItemSchema,
  orderResultSchema,
  paymentMethodSchema,
  shippingInformationSchema,
  shippingMethodSchema,
  totalSegmentSchema,
  totalsSchema,
} from "./cartSchemas";
export {
  aggregationSchema,
  attributeMetadataSchema,
  attributeSchema,
  categorySchema,
  cmsBlockSchema,
  cmsHierarchySchema,
  cmsPageSchema,
  productReviewsSchema,
  productSchema,
  renderListItemSchema,
  renderListSchema,
  reviewSchema,
  searchResponseSchema,
  stockItemSchema,
  tagSchema,
  taxRuleSchema,
  urlMapHitSchema,
} from "./catalogSchemas";
export { anyRecord, flag, idLike, numberish } from "./coerce";
export {
  bannerSchema,
  cmsDraftSchema,
  countrySchema,
  faqSchema,
  feedSchema,
  layoutSchema,
  menuItemSchema,
  partnersSchema,
  redirectSchema,
  robotsSchema,
  siteConfigSchema,
  sitemapPageSchema,
  sizeTableSchema,
} from "./contentSchemas";
export type {
  CartApi,
  CartId,
  CartItem,
  CartItemInput,
  OrderApi,
  OrderInput,
  OrderView,
  PaymentMethod,
  PlacedOrder,
  ProductOptionInput,
  ShippingInformation,
  ShippingInformationAddress,
  ShippingMethod,
  ShippingMethodsAddress,
  Totals,
} from "./createCartApi";
export { createCartApi, createOrderApi } from "./createCartApi";
export type {
  Attribute,
  CatalogApi,
  Category,
  CmsBlock,
  CmsHierarchy,
  CmsPage,
  ListOptions,
  Product,
  Tag,
  TaxRule,
  UrlMapHit,
  UrlMapOptions,
} from "./createCatalogApi";
export { createCatalogApi, DEFAULT_URL_MAP_OPTIONS } from "./createCatalogApi";
export type { Client } from "./createClient";
export { createClient } from "./createClient";
export type { CmsApi, CmsDraft, Faq, Layout, Partners, SiteConfig } from "./createCmsApi";
export { createCmsApi } from "./createCmsApi";
export type { ConversionEvent, EngagementApi, NewsletterStatus } from "./createEngagementApi";
export { createEngagementApi } from "./createEngagementApi";
export type {
  MyReviews,
  OrderReview,
  ProviderReview,
  Review,
  ReviewApi,
  ReviewCheck,
} from "./createReviewApi";
export { createReviewApi } from "./createReviewApi";
export type { Country, Feed, Redirect, Robots, SiteApi, SitemapPage, SizeTable } from "./createSiteApi";
export { COUNTRY_LIST_ERROR, createSiteApi, sizeTableError } from "./createSiteApi";
export type { InpostLocker, RenderList, RenderListItem, StockApi, StockItem } from "./createStockApi";
export { chunk, createStockApi, STOCK_BATCH_SIZE } from "./createStockApi";
export type {
  Envelope,
  QueryValues,
  ResolvedTransportConfig,
  TokenPlacement,
  Transport,
  TransportConfig,
  TransportEnvironment,
  TransportLogger,
  TransportRequest,
  TransportTask,
  TransportTaskResponse,
} from "./createTransport";
export { createTransport, normaliseToken } from "./createTransport";
export type {
  Address,
  AddressInput,
  Customer,
  Order,
  OrderHistory,
  Session,
  UserApi,
  Wishlist,
  WishlistApi,
} from "./createUserApi";
export { createUserApi, createWishlistApi, PROFILE_FIELDS } from "./createUserApi";
export { isMissingEndpoint, isNotFound } from "./degrade";
export type { EndpointName, EndpointTemplates } from "./endpointTemplates";
export { DEFAULT_ENDPOINTS } from "./endpointTemplates";
export type { TemplateValues } from "./fillUrlTemplate";
export { encodeStrict, fillUrlTemplate, templatePlaceholders } from "./fillUrlTemplate";
export type {
  Aggregation,
  AppliedSort,
  AttributeMetadata,
  AvailableFilter,
  CatalogEntityType,
  CatalogSearch,
  CatalogSearchResult,
  FilterScalar,
  FilterValue,
  SearchFilter,
  SearchQuery,
  SearchResponse,
} from "./searchCatalog";
export {
  DEFAULT_PRODUCT_FILTERS,
  dedupeRangeBuckets,
  searchCatalog,
  searchCatalogRaw,
  searchQueryString,
} from "./searchCatalog";
export type { RequestSummary, ResponseFormatReason, TransportFailure } from "./transportError";
export {
  CartIdRequiredError,
  HttpError,
  isCartIdRequiredError,
  isHttpError,
  isNetworkError,
  isResponseFormatError,
  isTimeoutError,
  isTransportError,
  NetworkError,
  ResponseFormatError,
  TimeoutError,
  TransportError,
} from "./transportError";
export type { EnvelopeOutcome } from "./unwrapEnvelope";
export { effectiveStatus, unwrapEnvelope } from "./unwrapEnvelope";
export { withoutQueryParam } from "./withoutQueryParam";
