import * as z from "zod/mini";
import {
  attributeSchema,
  categorySchema,
  cmsBlockSchema,
  cmsHierarchySchema,
  cmsPageSchema,
  productSchema,
  tagSchema,
  taxRuleSchema,
  urlMapHitSchema,
} from "./catalogSchemas.js";
import type { Transport } from "./createTransport.js";
import {
  type AppliedSort,
  type CatalogEntityType,
  type CatalogSearch,
  type CatalogSearchResult,
  type FilterScalar,
  type SearchFilter,
  type SearchQuery,
  type SearchResponse,
  searchCatalog,
  searchCatalogRaw,
} from "./searchCatalog.js";
import { ResponseFormatError } from "./transportError.js";

type MaybePromise<T> = T | Promise<T>;

/**
 * A product document as searched (api-contract §12.1).
 *
 * @example
 * const product: Product | null = await client.catalog.product({ value: "SUK-0193" });
 */
export type Product = z.output<typeof productSchema>;
/**
 * A category document (api-contract §12.2).
 *
 * @example
 * const { items }: { items: readonly Category[] } = await client.catalog.categories();
 */
export type Category = z.output<typeof categorySchema>;
/**
 * An attribute document with boolean flags (api-contract §12.3).
 *
 * @example
 * const attributes: readonly Attribute[] = await client.catalog.attributes({ codes: ["color"] });
 */
export type Attribute = z.output<typeof attributeSchema>;
/**
 * A tax rule (api-contract §12.4).
 *
 * @example
 * const rules: readonly TaxRule[] = await client.catalog.taxRules();
 */
export type TaxRule = z.output<typeof taxRuleSchema>;
/**
 * A tag (api-contract §12.5).
 *
 * @example
 * const tags: readonly Tag[] = await client.catalog.tags({ key: "slug", value: "nowosci" });
 */
export type Tag = z.output<typeof tagSchema>;
/**
 * A CMS page (api-contract §12.6).
 *
 * @example
 * const page: CmsPage | null = await client.cms.pageByIdentifier("regulamin");
 */
export type CmsPage = z.output<typeof cmsPageSchema>;
/**
 * A CMS block (api-contract §12.6).
 *
 * @example
 * const block: CmsBlock | null = await client.cms.blockByIdentifier("footer-about");
 */
export type CmsBlock = z.output<typeof cmsBlockSchema>;
/**
 * A CMS hierarchy node (api-contract §12.6).
 *
 * @example
 * const nodes: readonly CmsHierarchy[] = await client.catalog.cmsHierarchy();
 */
export type CmsHierarchy = z.output<typeof cmsHierarchySchema>;
/**
 * A URL-map hit (api-contract §7.2).
 *
 * @example
 * const hit: UrlMapHit | null = await client.catalog.urlMap({ url: "/sukienki" });
 */
export type UrlMapHit = NonNullable<z.output<typeof urlMapHitSchema>>;

/**
 * Field selection and paging shared by the list calls.
 *
 * @example
 * const options: ListOptions = { size: 50, start: 0, includeFields: ["id", "name"] };
 */
export interface ListOptions {
  readonly size?: number;
  readonly start?: number;
  readonly includeFields?: readonly string[];
  readonly excludeFields?: readonly string[];
}

/**
 * The options of the URL-mapping body the storefront sends (behaviour §8.7).
 *
 * @example
 * const options: UrlMapOptions = { filterUnavailableVariants: true };
 */
export interface UrlMapOptions {
  readonly prefetchGroupProducts?: boolean;
  readonly assignProductConfiguration?: boolean;
  readonly populateRequestCacheTags?: boolean;
  readonly setProductErrors?: boolean;
  readonly fallbackToDefaultWhenNoAvailable?: boolean;
  readonly separateSelectedVariant?: boolean;
  readonly setConfigurableProductOptions?: boolean;
  readonly filterUnavailableVariants?: boolean;
}

/**
 * Default mapping options (behaviour §8.7, with the configuration defaults of behaviour §1).
 *
 * @example
 * DEFAULT_URL_MAP_OPTIONS.fallbackToDefaultWhenNoAvailable // true
 */
export const DEFAULT_URL_MAP_OPTIONS: Required<UrlMapOptions> = {
  prefetchGroupProducts: true,
  assignProductConfiguration: true,
  populateRequestCacheTags: false,
  setProductErrors: false,
  fallbackToDefaultWhenNoAvailable: true,
  separateSelectedVariant: false,
  setConfigurableProductOptions: true,
  filterUnavailableVariants: false,
};

const eq = (attribute: string, value: FilterScalar | null): SearchFilter => ({
  attribute,
  value: { eq: value },
  scope: "default",
});
const inList = (attribute: string, values: readonly FilterScalar[]): SearchFilter => ({
  attribute,
  value: { in: values },
  scope: "default",
});

function listSearch(
  entityType: CatalogEntityType,
  filters: readonly SearchFilter[],
  options: ListOptions,
  defaults: { size: number; sort?: readonly AppliedSort[] },
): CatalogSearch {
  const query: SearchQuery = {
    _appliedFilters: filters,
    ...(defaults.sort ? { _appliedSort: defaults.sort } : {}),
  };
  return {
    entityType,
    query,
    size: options.size ?? defaults.size,
    start: options.start ?? 0,
    ...(options.includeFields ? { includeFields: options.includeFields } : {}),
    ...(options.excludeFields ? { excludeFields: options.excludeFields } : {}),
  };
}

async function typedSearch<TSchema extends z.ZodMiniType>(
  transport: Transport,
  search: CatalogSearch,
  schema: TSchema,
): Promise<CatalogSearchResult<z.output<TSchema>>> {
  const result = await searchCatalog(transport, search);
  const items = z.array(schema).safeParse(result.items);
  if (!items.success) {
    throw new ResponseFormatError(
      "wrong-format",
      { method: "POST", path: `/api/catalog/${search.index ?? "catalog"}/${search.entityType}/_search` },
      { cause: items.error },
    );
  }
  return {
    ...result,
    items: items.data.map((item, index) => ({
      ...(item as object),
      _score: result.items[index]?._score ?? 0,
    })) as (z.output<TSchema> & { _score: number })[],
  };
}

/**
 * The catalogue calls of catalogue §7 over one transport: search, product by key, categories, attributes,
 * tax rules, tags, content searches and URL mapping.
 *
 * @example
 * const catalog = createCatalogApi(transport);
 * const product = await catalog.product({ key: "sku", value: "SUK-0193" });
 */
export function createCatalogApi(transport: Transport) {
  return {
    /**
     * Any catalogue search in the SearchQuery format (api-contract §8); see {@link searchCatalog}.
     * @example await catalog.search({ entityType: "product", query: { _searchText: "sukienka" }, size: 18 })
     */
    search<TItem = Record<string, unknown>>(search: CatalogSearch): Promise<CatalogSearchResult<TItem>> {
      return searchCatalog<TItem>(transport, search);
    },

    /**
     * A catalogue search returning the parsed response before mapping; see {@link searchCatalogRaw}.
     * @example const raw = await catalog.searchRaw({ entityType: "product", size: 50 });
     */
    searchRaw<TSource = Record<string, unknown>>(search: CatalogSearch): Promise<SearchResponse<TSource>> {
      return searchCatalogRaw<TSource>(transport, search);
    },

    /**
     * One product by a key (catalogue §7): `fromCache(key, value)` is asked first; on a miss, a product
     * search `key eq value` with size 1. Resolves `null` when nothing matches.
     * @example await catalog.product({ key: "sku", value: "SUK-0193", fromCache: (k, v) => cache.get(`${k}$$${v}`) })
     */
    async product(options: {
      readonly key?: string;
      readonly value: FilterScalar;
      readonly fromCache?: (key: string, value: FilterScalar) => MaybePromise<Product | null | undefined>;
      readonly includeFields?: readonly string[];
      readonly excludeFields?: readonly string[];
      /** Extra filters, e.g. to allow children that are not visible alone (`visibility in [1,2,3,4]`). */
      readonly filters?: readonly SearchFilter[];
    }): Promise<Product | null> {
      const key = options.key ?? "sku";
      const cached = await options.fromCache?.(key, options.value);
      if (cached) return cached;
      const result = await typedSearch(
        transport,
        listSearch("product", [eq(key, options.value), ...(options.filters ?? [])], options, { size: 1 }),
        productSchema,
      );
      return result.items[0] ?? null;
    },

    /**
     * Categories (catalogue §7): active ones by default, optionally only menu entries, by parent, level or a
     * key such as `url_path`; sorted by `position asc` unless told; up to 4 000 (the full tree).
     * @example await catalog.categories({ includeInMenu: true, level: 2 })
     */
    categories(
      options: ListOptions & {
        readonly onlyActive?: boolean;
        readonly includeInMenu?: boolean;
        readonly onlyNotEmpty?: boolean;
        readonly parentId?: number;
        readonly level?: number;
        readonly key?: string;
        readonly value?: FilterScalar | readonly FilterScalar[];
        readonly sort?: readonly AppliedSort[];
      } = {},
    ): Promise<CatalogSearchResult<Category>> {
      const filters: SearchFilter[] = [];
      if (options.onlyActive ?? true) filters.push(eq("is_active", true));
      if (options.includeInMenu) filters.push(eq("include_in_menu", 1));
      if (options.onlyNotEmpty) filters.push({ attribute: "product_count", value: { gt: 0 } });
      if (options.parentId !== undefined) filters.push(eq("parent_id", options.parentId));
      if (options.level !== undefined) filters.push(eq("level", options.level));
      if (options.key !== undefined && options.value !== undefined) {
        filters.push(
          Array.isArray(options.value)
            ? inList(options.key, options.value)
            : eq(options.key, options.value as FilterScalar),
        );
      }
      return typedSearch(
        transport,
        listSearch("category", filters, options, {
          size: 4000,
          sort: options.sort ?? [{ field: "position", options: "asc" }],
        }),
        categorySchema,
      );
    },

    /**
     * Attributes by code or id list, optionally only user-defined or visible ones; size 150 (catalogue §7, §9).
     * Flags sent as `"0"`/`"1"` by LB arrive as booleans.
     * @example await catalog.attributes({ codes: ["color", "size"] })
     */
    async attributes(
      options: ListOptions & {
        readonly codes?: readonly string[];
        readonly ids?: readonly number[];
        readonly onlyUserDefined?: boolean;
        readonly onlyVisible?: boolean;
      } = {},
    ): Promise<readonly Attribute[]> {
      const filters: SearchFilter[] = [];
      if (options.codes?.length) filters.push(inList("attribute_code", options.codes));
      if (options.ids?.length) filters.push(inList("attribute_id", options.ids));
      if (options.onlyUserDefined) filters.push(eq("is_user_defined", true));
      if (options.onlyVisible) filters.push(eq("is_visible", true));
      const result = await typedSearch(
        transport,
        listSearch("attribute", filters, options, { size: 150 }),
        attributeSchema,
      );
      return result.items;
    },

    /**
     * Every tax rule (catalogue §7; an empty filter list matches all, api-contract §8.3).
     * @example const rules = await catalog.taxRules();
     */
    async taxRules(options: ListOptions = {}): Promise<readonly TaxRule[]> {
      const result = await typedSearch(
        transport,
        listSearch("taxrule", [], options, { size: 500 }),
        taxRuleSchema,
      );
      return result.items;
    },

    /**
     * Tags, all or by a key (`slug`, `id`, `url_key`, `left`) (catalogue §7).
     * @example const [tag] = await catalog.tags({ key: "slug", value: "nowosci" });
     */
    async tags(
      options: ListOptions & { readonly key?: string; readonly value?: FilterScalar } = {},
    ): Promise<readonly Tag[]> {
      const filters =
        options.key !== undefined && options.value !== undefined ? [eq(options.key, options.value)] : [];
      const result = await typedSearch(
        transport,
        listSearch("tag", filters, options, { size: 500 }),
        tagSchema,
      );
      return result.items;
    },

    /**
     * The products of a tag: `flags_ids in [tagId]`, paged (catalogue §7, api-contract §12.5).
     * @example await catalog.productsByTag({ tagId: 9, size: 50, start: 0 })
     */
    productsByTag<TItem = Product>(
      options: ListOptions & { readonly tagId: number; readonly sort?: readonly AppliedSort[] },
    ): Promise<CatalogSearchResult<TItem>> {
      return searchCatalog<TItem>(
        transport,
        listSearch("product", [inList("flags_ids", [options.tagId])], options, {
          size: 50,
          ...(options.sort ? { sort: options.sort } : {}),
        }),
      );
    },

    /**
     * CMS pages by `identifier` (eq) or a `like` pattern; up to 500 (catalogue §7, §9).
     * @example const [page] = await catalog.cmsPages({ identifier: "regulamin" });
     */
    async cmsPages(
      options: ListOptions & { readonly identifier?: string; readonly identifierLike?: string } = {},
    ): Promise<readonly CmsPage[]> {
      const result = await typedSearch(
        transport,
        listSearch("cms_page", identifierFilters(options), options, { size: 500 }),
        cmsPageSchema,
      );
      return result.items;
    },

    /**
     * CMS blocks by `identifier` (eq) or a `like` pattern; up to 150 (catalogue §9).
     * @example const blocks = await catalog.cmsBlocks({ identifierLike: "footer-*" });
     */
    async cmsBlocks(
      options: ListOptions & { readonly identifier?: string; readonly identifierLike?: string } = {},
    ): Promise<readonly CmsBlock[]> {
      const result = await typedSearch(
        transport,
        listSearch("cms_block", identifierFilters(options), options, { size: 150 }),
        cmsBlockSchema,
      );
      return result.items;
    },

    /**
     * CMS hierarchy nodes by `identifier` (catalogue §7).
     * @example const nodes = await catalog.cmsHierarchy({ identifier: "pomoc" });
     */
    async cmsHierarchy(
      options: ListOptions & { readonly identifier?: string } = {},
    ): Promise<readonly CmsHierarchy[]> {
      const filters = options.identifier === undefined ? [] : [eq("identifier", options.identifier)];
      const result = await typedSearch(
        transport,
        listSearch("cms_hierarchy", filters, options, { size: 500 }),
        cmsHierarchySchema,
      );
      return result.items;
    },

    /**
     * Resolves a URL path to a product, category or CMS page (api-contract §7.2, behaviour §8.7). The leading
     * slash and the store code are stripped. Any non-OK answer or failure resolves `null` and is logged.
     * @example const hit = await catalog.urlMap({ url: "/sukienki/sukienka-lniana" }); // hit?._type === "product"
     */
    async urlMap(options: {
      readonly url: string;
      readonly storeCode?: string;
      readonly includeFields?: readonly string[] | null;
      readonly excludeFields?: readonly string[] | null;
      readonly options?: UrlMapOptions;
      readonly childSku?: string;
      readonly groupId?: number | null;
      readonly groupToken?: string | null;
    }): Promise<UrlMapHit | null> {
      let url = options.url.replace(/^\/+/, "");
      const storeCode = options.storeCode ?? transport.config.storeCode;
      if (storeCode && (url === storeCode || url.startsWith(`${storeCode}/`))) {
        url = url.slice(storeCode.length).replace(/^\/+/, "");
      }
      try {
        return await transport.request({
          endpoint: "urlMap",
          method: "POST",
          json: {
            url,
            includeFields: options.includeFields ?? null,
            excludeFields: options.excludeFields ?? [],
            options: { ...DEFAULT_URL_MAP_OPTIONS, ...options.options },
            filters: options.childSku === undefined ? {} : { sku: options.childSku },
            // RB types these as int / string (api-contract §7.2): sent only when set.
            ...(typeof options.groupId === "number" ? { groupId: options.groupId } : {}),
            ...(options.groupToken ? { groupToken: options.groupToken } : {}),
          },
          schema: urlMapHitSchema,
        });
      } catch (error) {
        transport.logger.error(`URL mapping failed for ${url}`, error);
        return null;
      }
    },
  };
}

function identifierFilters(options: { identifier?: string; identifierLike?: string }): SearchFilter[] {
  if (options.identifier !== undefined) return [eq("identifier", options.identifier)];
  if (options.identifierLike !== undefined) {
    return [{ attribute: "identifier", value: { like: options.identifierLike }, scope: "default" }];
  }
  return [];
}

/**
 * The catalogue calls bound to one transport.
 *
 * @example
 * const catalog: CatalogApi = createCatalogApi(transport);
 */
export type CatalogApi = ReturnType<typeof createCatalogApi>;
