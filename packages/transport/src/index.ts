// The public API (README "API"): the client and its low-level transport, the error family with its guards,
// the endpoint table, and the degrade helpers. Schemas, the group factories and URL helpers stay internal.
export type { ApiError, ApiIssue } from "./apiError.js";
export { GENERIC_ERROR_MESSAGE, toApiError } from "./apiError.js";
export type {
  CartApi,
  CartId,
  CartItem,
  CartItemInput,
  CartUpdateResult,
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
} from "./createCartApi.js";
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
} from "./createCatalogApi.js";
export type { Client } from "./createClient.js";
export { createClient } from "./createClient.js";
export type { CmsApi, CmsDraft, Faq, Layout, Partners, SiteConfig } from "./createCmsApi.js";
export type {
  ComplaintApi,
  ComplaintLine,
  ComplaintProof,
  ComplaintView,
  OrderComplaints,
} from "./createComplaintApi.js";
export type { ConversionEvent, EngagementApi, NewsletterStatus } from "./createEngagementApi.js";
export type {
  MyReviews,
  OrderReview,
  ProviderReview,
  Review,
  ReviewApi,
  ReviewCheck,
} from "./createReviewApi.js";
export type {
  Country,
  Feed,
  PublicSettings,
  Redirect,
  Robots,
  SiteApi,
  SitemapPage,
  SizeTable,
} from "./createSiteApi.js";
export type { InpostLocker, RenderList, RenderListItem, StockApi, StockItem } from "./createStockApi.js";
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
} from "./createTransport.js";
export { createTransport } from "./createTransport.js";
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
} from "./createUserApi.js";
export type {
  ReturnTerms,
  Withdrawal,
  WithdrawalApi,
  WithdrawalLineChoice,
  WithdrawalPage,
  WithdrawalPreview,
  WithdrawalProof,
} from "./createWithdrawalApi.js";
export { isMissingEndpoint, isNotFound } from "./degrade.js";
export type { EndpointName, EndpointTemplates } from "./endpointTemplates.js";
export { DEFAULT_ENDPOINTS } from "./endpointTemplates.js";
export type { TemplateValues } from "./fillUrlTemplate.js";
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
} from "./searchCatalog.js";
export type { RequestSummary, ResponseFormatReason, TransportFailure } from "./transportError.js";
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
} from "./transportError.js";
export type { EnvelopeOutcome } from "./unwrapEnvelope.js";
