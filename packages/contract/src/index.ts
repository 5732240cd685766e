// Types only (README "API"): the shapes of api-contract.md that more than one project speaks. The transport's
// zod schemas `satisfies` them; @outlet/listing, @outlet/checkout and both apps import them from here.
export type { CartItem, CartItemInput, CartItemRemoval, ProductOption } from "./cart.js";
export type {
  BundleItemDocument,
  BundleOptionDocument,
  CategoryDocument,
  CompositionPart,
  ConfigurableChildDocument,
  ConfigurableOptionDocument,
  ConfigurableOptionValueDocument,
  CustomOptionDocument,
  FibreShare,
  MediaGalleryEntry,
  ProductDocument,
  ProductLinkDocument,
  ProductManufacturer,
  ProductPriceFields,
  ProductStock,
  ReviewDocument,
} from "./documents.js";
export type { ApiIssue, Envelope } from "./envelope.js";
export type {
  ContractAddress,
  OrderAddressInformation,
  OrderConsents,
  OrderLocker,
  OrderRequest,
  OrderRequestLine,
} from "./order.js";
export type { OrderAfterSalesAnswer } from "./orderAfterSales.js";
export type { RenderListItem } from "./renderList.js";
export type {
  AggregationBucket,
  Aggregations,
  AppliedFilter,
  AppliedSort,
  AttributeMetadata,
  AttributeOption,
  AvailableFilter,
  FilterOperator,
  FilterScalar,
  FilterScope,
  FilterValue,
  PriceRange,
  RangeOperator,
  SearchEntityType,
  SearchHit,
  SearchQuery,
  SearchRequestBody,
  SearchResponse,
  SortDirection,
} from "./searchQuery.js";
export type {
  PickupLocation,
  ShippingInformationAddress,
  ShippingInformationRequest,
  ShippingMethodsAddress,
} from "./shipping.js";
export type {
  PublicShopSettings,
  ShopBankAccount,
  ShopCarrier,
  ShopCompany,
  ShopManufacturer,
  ShopReturnAddress,
  ShopReturns,
  ShopSettings,
} from "./shopSettings.js";
export type { ProviderSignInRequest } from "./signIn.js";
export type { StaffPrincipal, StaffRole } from "./staff.js";
export type { TotalSegment, Totals, TotalsItem, TotalsOption } from "./totals.js";
