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
} from "@outlet/contract";
export type { AskedVariant, AskedVariantChild } from "./askedVariantInStock.js";
export { askedVariantInStock } from "./askedVariantInStock.js";
export type { AttributeFilterOption, AvailableFilters, FilterOption, FlagLabel } from "./availableFilters.js";
export { availableFiltersFrom, mergeAvailableFilters } from "./availableFilters.js";
export type { BreadcrumbRoute, Breadcrumbs } from "./breadcrumbs.js";
export { breadcrumbCategory, categoryBreadcrumbs, hierarchyIds, productBreadcrumbs } from "./breadcrumbs.js";
export {
  categoryListingQuery,
  categoryOptionsQuery,
  childProductsQuery,
  configurableParentQuery,
  productByKeyQuery,
  productByUrlPathQuery,
  quickSearchQuery,
  searchPageQuery,
  tagListingQuery,
  visibleProductFilters,
} from "./buildSearchQuery.js";
export type { Category, CategorySearchOptions } from "./categories.js";
export { descendantIds, getCategoryByParams, getCategoryFrom } from "./categories.js";
export type { FilterQuery, FilterVariant } from "./changeFilterQuery.js";
export { changeFilterQuery } from "./changeFilterQuery.js";
export type { ChosenFilterOption, ChosenFilters } from "./getFiltersFromQuery.js";
export { getFiltersFromQuery } from "./getFiltersFromQuery.js";
export { homeSectionCandidates, homeSectionItems } from "./homeSectionItems.js";
export type { HomeSectionConfig, ListingConfig } from "./listingConfig.js";
export { defaultListingConfig } from "./listingConfig.js";
export type { ListingErrorDetails, ListingErrorReason } from "./listingError.js";
export { isListingError, ListingError } from "./listingError.js";
export type { HomeSectionQuery } from "./listingFlow.js";
export { emptyListingNotification, homeSections } from "./listingFlow.js";
export type { ListingState, RouteQuery } from "./listingState.js";
export { listingConfiguration, parseListingQuery, serializeListingState } from "./listingState.js";
export { matchedSizeLabel } from "./matchedSizeLabel.js";
export type { PriceFilterOption } from "./priceRanges.js";
export type { ProductSearchResult } from "./productSearchResult.js";
export type { SearchRequest } from "./searchRequest.js";
export {
  hitSlug,
  isSearchEntityType,
  normalizePaging,
  searchEntityTypes,
  searchRequest,
  searchResultFrom,
} from "./searchRequest.js";
export type { SearchTextCheck } from "./searchText.js";
export { checkSearchText } from "./searchText.js";
export type { SortOption, SortSpec } from "./sort.js";
export { defaultSort, formatSort, parseSort, sortOptions } from "./sort.js";
export type { RankedTextHit, TextHitFacts } from "./textHitTier.js";
export { compareTextHits, textHitTier } from "./textHitTier.js";
export { textScore } from "./textScore.js";
export { textSearchSettings } from "./textSearchSettings.js";
