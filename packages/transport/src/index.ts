// The public API (README "API"): the client and its low-level transport, the error family with its guards,
// the endpoint table, and the degrade helpers. Schemas, the group factories and URL helpers stay internal.
export type { ApiError, ApiIssue } from "./apiError";
export { GENERIC_ERROR_MESSAGE, toApiError } from "./apiError";
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
export type { Client } from "./createClient";
export { createClient } from "./createClient";
export type { CmsApi, CmsDraft, Faq, Layout, Partners, SiteConfig } from "./createCmsApi";
export type { ConversionEvent, EngagementApi, NewsletterStatus } from "./createEngagementApi";
export type {
  MyReviews,
  OrderReview,
  ProviderReview,
  Review,
  ReviewApi,
  ReviewCheck,
} from "./createReviewApi";
export type {
  Country,
  Feed,
  PublicSettings,
  Redirect,
  Robots,
  SiteApi,
  SitemapPage,
  SizeTable,
} from "./createSiteApi";
export type { InpostLocker, RenderList, RenderListItem, StockApi, StockItem } from "./createStockApi";
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
export { createTransport } from "./createTransport";
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
export { isMissingEndpoint, isNotFound } from "./degrade";
export type { EndpointName, EndpointTemplates } from "./endpointTemplates";
export { DEFAULT_ENDPOINTS } from "./endpointTemplates";
export type { TemplateValues } from "./fillUrlTemplate";
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
