export type { AttributeFilterOption, AvailableFilters, FilterOption, FlagLabel } from "./availableFilters.js";
export { availableFiltersFrom, mergeAvailableFilters } from "./availableFilters.js";
export type { BreadcrumbRoute, Breadcrumbs } from "./breadcrumbs.js";
export { breadcrumbCategory, categoryBreadcrumbs, hierarchyIds, productBreadcrumbs } from "./breadcrumbs.js";
export {
  categoryListingQuery,
  categoryOptionsQuery,
  childProductsQuery,
  chosenFilters,
  configurableParentQuery,
  defaultAvailableFilters,
  filterScalar,
  listingBaseFilters,
  productByKeyQuery,
  productByUrlPathQuery,
  quickSearchQuery,
  relatedProductsQuery,
  searchPageQuery,
  searchQuery,
  sortFromValue,
  tagListingQuery,
} from "./buildSearchQuery.js";
export type { Category, CategorySearchOptions } from "./categories.js";
export {
  activeCategories,
  assignCategorySlugs,
  attributesQuery,
  categoryByUrlPathQuery,
  categoryIdsToQuery,
  categorySearchQuery,
  categorySlug,
  descendantIds,
  findCategoryById,
  getCategoryByParams,
  getCategoryFrom,
  menuCategoriesQuery,
} from "./categories.js";
export type { FilterQuery, FilterVariant } from "./changeFilterQuery.js";
export { changeFilterQuery } from "./changeFilterQuery.js";
export type { ChosenFilterOption, ChosenFilters } from "./getFiltersFromQuery.js";
export { getFiltersFromQuery } from "./getFiltersFromQuery.js";
export type { HomeSectionConfig, ListingConfig } from "./listingConfig.js";
export { defaultListingConfig, defaultPriceRanges } from "./listingConfig.js";
export type { ListingErrorDetails, ListingErrorReason } from "./listingError.js";
export { isListingError, ListingError } from "./listingError.js";
export type { HomeSectionQuery } from "./listingFlow.js";
export { emptyListingNotification, homeSections, nextPage, seeMore } from "./listingFlow.js";
export type { ListingState, RouteQuery } from "./listingState.js";
export {
  emptyListingState,
  listingConfiguration,
  parseListingQuery,
  serializeListingState,
} from "./listingState.js";
export type { PriceFilterOption } from "./priceRanges.js";
export {
  parsePriceRangeId,
  priceFilterOptions,
  priceRangeFilterValue,
  priceRangeId,
  priceRangeLabel,
} from "./priceRanges.js";
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
  ProductSearchResult,
  RangeOperator,
  SearchEntityType,
  SearchHit,
  SearchQuery,
  SearchRequestBody,
  SearchResponse,
  SortDirection,
} from "./searchQuery.js";
export type { SearchRequest } from "./searchRequest.js";
export {
  hitSlug,
  normalizePaging,
  offlineSearchResult,
  searchCacheKeyInput,
  searchEntityTypes,
  searchRequest,
  searchResultFrom,
} from "./searchRequest.js";
export type { SearchTextCheck } from "./searchText.js";
export { checkSearchText, searchTextFor } from "./searchText.js";
export { slugify } from "./slugify.js";
export type { SortOption, SortSpec } from "./sort.js";
export { appliedSort, defaultSort, formatSort, parseSort, sortOptions } from "./sort.js";
export { textSearchSettings } from "./textSearchSettings.js";
