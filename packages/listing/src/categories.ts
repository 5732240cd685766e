import type { AppliedFilter, FilterValue, SearchQuery } from "@outlet/contract";
import { slugify } from "@outlet/formatting";
import type { UrlConfig } from "@outlet/url-resolution";
import { defaultUrlConfig, normalizeUrlPath, removeStoreCodeFromRoute } from "@outlet/url-resolution";
import { filterScalar, searchQuery, sortFromValue } from "./buildSearchQuery.js";
import type { ListingConfig } from "./listingConfig.js";
import { defaultListingConfig } from "./listingConfig.js";
import { ListingError } from "./listingError.js";

/**
 * A category as the listing reads it (api-contract.md §12.2); other fields are kept.
 *
 * @example
 * const c: Category = { id: 12, name: "Sukienki", url_key: "sukienki", url_path: "kobieta/sukienki", parent_ids: [1, 2, 11], level: 3, is_active: true };
 */
export interface Category {
  readonly id: number | string;
  readonly name?: string | undefined;
  readonly slug?: string | null | undefined;
  readonly url_key?: string | null | undefined;
  readonly url_path?: string | null | undefined;
  readonly parent_id?: number | string | null | undefined;
  readonly parent_ids?: readonly (number | string)[] | undefined;
  readonly path?: string | undefined;
  readonly level?: number | undefined;
  readonly is_active?: boolean | undefined;
  readonly product_count?: number | undefined;
  readonly children_data?: readonly Category[] | undefined;
  readonly [field: string]: unknown;
}

/**
 * The loaded category whose `url_path` equals a route path without its store code, normalised and without
 * its leading `/` (behaviour.md §7.6, catalogue.md §2). Pure.
 *
 * @example
 * getCategoryFrom("/de/kobieta/sukienki/", [{ id: 12, url_path: "kobieta/sukienki" }])?.id; // 12
 */
export function getCategoryFrom<TCategory extends Category>(
  path: string,
  categories: readonly TCategory[],
  urlConfig: UrlConfig = defaultUrlConfig,
): TCategory | undefined {
  const urlPath = normalizeUrlPath(removeStoreCodeFromRoute(path, urlConfig)).replace(/^\//, "");
  return categories.find((category) => category.url_path === urlPath);
}

/** Route parameter names that differ from the category field (decision: `url-key` reads `url_key`). */
const FIELD_OF_PARAM: Readonly<Record<string, string>> = { "url-key": "url_key" };

/**
 * The loaded category route params point at (behaviour.md §7.6): only the keys of
 * `validSearchOptionsFromRouteParams` (`url-key`, `slug`, `id`) count; a category matches when every kept
 * key has a truthy field equal to the value converted to the field's type. `undefined` when none matches
 * or no key is kept (the spec's `{}`). Pure.
 *
 * @example
 * getCategoryByParams({ id: "12", page: "2" }, [{ id: 11 }, { id: 12 }])?.id; // 12
 */
export function getCategoryByParams<TCategory extends Category>(
  params: Readonly<Record<string, unknown>>,
  categories: readonly TCategory[],
  config: ListingConfig = defaultListingConfig,
): TCategory | undefined {
  const keys = Object.keys(params).filter((key) => config.validSearchOptionsFromRouteParams.includes(key));
  if (keys.length === 0) return undefined;
  return categories.find((category) =>
    keys.every((key) => {
      const field = FIELD_OF_PARAM[key] ?? key;
      const own = category[field];
      if (!own) return false;
      const value = params[key];
      return typeof own === "number" ? own === Number(value) : own === value;
    }),
  );
}

/**
 * Looks a category up by id among the loaded ones (behaviour.md §7.6, catalogue.md §5): an id below
 * `categoriesRootCategoryId`, or no match, gives the error `'Category query returned empty result id =
 * <id>'` as data. Pure.
 *
 * @example
 * findCategoryById(1, [{ id: 1 }]); // { error: ListingError("Category query returned empty result id = 1") }
 * findCategoryById(12, [{ id: 12 }]); // { category: { id: 12 } }
 */
export function findCategoryById<TCategory extends Category>(
  id: number | string,
  categories: readonly TCategory[],
  config: ListingConfig = defaultListingConfig,
): { category: TCategory } | { error: ListingError } {
  const error = () => ({
    error: new ListingError({ reason: "category-not-found", key: "id", value: String(id) }),
  });
  if (Number(id) < config.categoriesRootCategoryId) return error();
  const category = categories.find((candidate) => String(candidate.id) === String(id));
  return category ? { category } : error();
}

/**
 * Which category ids still need a query (behaviour.md §7.6): ids already loaded or known to be missing
 * are skipped, ids below the root fail at once. Pure.
 *
 * @example
 * categoryIdsToQuery([1, 12, 13, 14], { loadedIds: [12], missingIds: [14] });
 * // { query: [13], errors: [ListingError("Category query returned empty result id = 1")] }
 */
export function categoryIdsToQuery(
  ids: readonly (number | string)[],
  known: {
    readonly loadedIds?: readonly (number | string)[] | undefined;
    readonly missingIds?: readonly (number | string)[] | undefined;
  },
  config: ListingConfig = defaultListingConfig,
): { query: (number | string)[]; errors: ListingError[] } {
  const skip = new Set([...(known.loadedIds ?? []), ...(known.missingIds ?? [])].map(String));
  const query: (number | string)[] = [];
  const errors: ListingError[] = [];
  for (const id of ids) {
    if (Number(id) < config.categoriesRootCategoryId) {
      errors.push(new ListingError({ reason: "category-not-found", key: "id", value: String(id) }));
    } else if (!skip.has(String(id)) && !query.some((queued) => String(queued) === String(id))) {
      query.push(id);
    }
  }
  return { query, errors };
}

/**
 * Options of {@link categorySearchQuery} (behaviour.md §7.6).
 *
 * @example
 * const options: CategorySearchOptions = { parentId: 2, onlyNotEmpty: true };
 */
export interface CategorySearchOptions {
  readonly parentId?: number | string | null | undefined;
  readonly level?: number | null | undefined;
  /** Extra filters: a list becomes `in`, an object is an operator object, anything else `eq`. */
  readonly filters?: Readonly<Record<string, unknown>> | undefined;
  /** @default true */
  readonly onlyActive?: boolean | undefined;
  /** @default false */
  readonly onlyNotEmpty?: boolean | undefined;
  /** @default 4000 */
  readonly size?: number | undefined;
  /** @default 0 */
  readonly start?: number | undefined;
  /** @default "position:asc" */
  readonly sort?: string | undefined;
}

/**
 * The category search (behaviour.md §7.6, catalogue.md §7, §9): filters in order `parent_id eq`,
 * `level eq` (when truthy), the extra filters, `is_active eq true` (only active, by default),
 * `product_count gt 0` (only non-empty, when asked); size 4000, start 0, sort `position:asc`. Pure.
 *
 * @example
 * categorySearchQuery({ parentId: 2 }).query._appliedFilters.map((f) => f.attribute); // ["parent_id", "is_active"]
 */
export function categorySearchQuery(options: CategorySearchOptions = {}): {
  query: SearchQuery;
  size: number;
  start: number;
} {
  const { onlyActive = true, onlyNotEmpty = false, size = 4000, start = 0, sort = "position:asc" } = options;
  const applied: AppliedFilter[] = [];
  if (options.parentId !== null && options.parentId !== undefined)
    applied.push({ attribute: "parent_id", value: { eq: options.parentId }, scope: "default" });
  if (options.level) applied.push({ attribute: "level", value: { eq: options.level }, scope: "default" });
  for (const [attribute, value] of Object.entries(options.filters ?? {})) {
    if (value === null || value === undefined) continue;
    applied.push({ attribute, value: extraFilterValue(value), scope: "default" });
  }
  if (onlyActive) applied.push({ attribute: "is_active", value: { eq: true }, scope: "default" });
  if (onlyNotEmpty) applied.push({ attribute: "product_count", value: { gt: 0 }, scope: "default" });
  return { query: searchQuery({ applied, sort: sortFromValue(sort) }), size, start };
}

function extraFilterValue(value: unknown): FilterValue {
  if (Array.isArray(value)) return { in: value as (string | number)[] };
  if (typeof value === "object") return value as FilterValue;
  return { eq: value as string | number | boolean };
}

/**
 * The menu's category search (behaviour.md §7.6): the category search plus `include_in_menu eq 1`,
 * sorted by `level:asc`, then `position:asc`. Pure.
 *
 * @example
 * menuCategoriesQuery().query._appliedSort; // [{ field: "level", options: "asc" }, { field: "position", options: "asc" }]
 */
export function menuCategoriesQuery(options: CategorySearchOptions = {}): {
  query: SearchQuery;
  size: number;
  start: number;
} {
  const base = categorySearchQuery({
    ...options,
    filters: { ...(options.filters ?? {}), include_in_menu: 1 },
  });
  return { ...base, query: { ...base.query, _appliedSort: sortFromValue("level:asc", "position:asc") } };
}

/**
 * The category lookup by url_path of catalogue.md §7: active, in the menu, `url_path eq`, sorted by level
 * and position. Pure.
 *
 * @example
 * categoryByUrlPathQuery("kobieta/sukienki").query._appliedFilters.at(-1); // { attribute: "url_path", value: { eq: "kobieta/sukienki" }, scope: "default" }
 */
export function categoryByUrlPathQuery(urlPath: string): { query: SearchQuery; size: number; start: number } {
  return {
    query: searchQuery({
      applied: [
        { attribute: "is_active", value: { eq: true }, scope: "default" },
        { attribute: "include_in_menu", value: { eq: 1 }, scope: "default" },
        { attribute: "url_path", value: { eq: urlPath }, scope: "default" },
      ],
      sort: sortFromValue("level:asc", "position:asc"),
    }),
    size: 1,
    start: 0,
  };
}

/**
 * The attribute search (catalogue.md §7, §9): by `attribute_code` or `attribute_id` lists, optionally only
 * user-defined or visible attributes; size 150. Pure.
 *
 * @example
 * attributesQuery({ codes: ["color", "size"] }).query._appliedFilters; // [{ attribute: "attribute_code", value: { in: ["color", "size"] }, scope: "default" }]
 */
export function attributesQuery(options: {
  readonly codes?: readonly string[] | undefined;
  readonly ids?: readonly (number | string)[] | undefined;
  readonly onlyUserDefined?: boolean | undefined;
  readonly onlyVisible?: boolean | undefined;
}): { query: SearchQuery; size: 150 } {
  const applied: AppliedFilter[] = [];
  if (options.codes && options.codes.length > 0)
    applied.push({ attribute: "attribute_code", value: { in: [...options.codes] }, scope: "default" });
  if (options.ids && options.ids.length > 0) {
    applied.push({
      attribute: "attribute_id",
      value: { in: options.ids.map((id) => (typeof id === "string" ? filterScalar(id) : id)) },
      scope: "default",
    });
  }
  if (options.onlyUserDefined)
    applied.push({ attribute: "is_user_defined", value: { eq: true }, scope: "default" });
  if (options.onlyVisible) applied.push({ attribute: "is_visible", value: { eq: true }, scope: "default" });
  return { query: searchQuery({ applied }), size: 150 };
}

/**
 * The ids of a category's descendants, depth-first pre-order (a child's id, then its subtree), skipping
 * children without an id (behaviour.md §7.6). Pure.
 *
 * @example
 * descendantIds({ id: 1, children_data: [{ id: 2, children_data: [{ id: 3 }] }, { id: 4 }] }); // [2, 3, 4]
 */
export function descendantIds(category: Category): (number | string)[] {
  const ids: (number | string)[] = [];
  const walk = (children: readonly Category[] | undefined) => {
    for (const child of children ?? []) {
      if (child.id === null || child.id === undefined) continue;
      ids.push(child.id);
      walk(child.children_data);
    }
  };
  walk(category.children_data);
  return ids;
}

/**
 * The category's slug (behaviour.md §7.6): `url_key` when `useUrlKeyAsSlug` and present, else
 * `slugify(name) + '-' + id`. Pure.
 *
 * @example
 * categorySlug({ id: 12, name: "Sukienki letnie" }); // "sukienki-letnie-12"
 */
export function categorySlug(category: Category, config: ListingConfig = defaultListingConfig): string {
  if (config.useUrlKeyAsSlug && category.url_key) return category.url_key;
  return `${slugify(category.name ?? "")}-${category.id}`;
}

/**
 * A copy of a category tree with `slug` set on the category and every descendant (behaviour.md §7.6).
 * Pure.
 *
 * @example
 * assignCategorySlugs({ id: 1, url_key: "kobieta", children_data: [{ id: 2, name: "Sukienki" }] }, { ...defaultListingConfig }).children_data?.[0]?.slug; // "sukienki-2"
 */
export function assignCategorySlugs<TCategory extends Category>(
  category: TCategory,
  config: ListingConfig = defaultListingConfig,
): TCategory & { readonly slug: string } {
  return {
    ...category,
    slug: categorySlug(category, config),
    ...(category.children_data
      ? { children_data: category.children_data.map((child) => assignCategorySlugs(child, config)) }
      : {}),
  };
}

/**
 * Only active categories, and optionally only non-empty ones (catalogue.md §4). Pure.
 *
 * @example
 * activeCategories([{ id: 1, is_active: true, product_count: 0 }, { id: 2, is_active: false }], { onlyNotEmpty: true }); // []
 */
export function activeCategories<TCategory extends Category>(
  categories: readonly TCategory[],
  options: { readonly onlyNotEmpty?: boolean | undefined } = {},
): TCategory[] {
  return categories.filter(
    (category) => category.is_active === true && (!options.onlyNotEmpty || (category.product_count ?? 0) > 0),
  );
}
