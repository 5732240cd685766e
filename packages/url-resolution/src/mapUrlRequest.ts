import { adjustMultistoreApiUrl } from "./localizedRoute.js";
import { normalizeUrlPath } from "./normalizeUrlPath.js";
import { removeStoreCodeFromRoute } from "./storeCodeFromRoute.js";
import { transformCategoryUrl, transformProductUrl } from "./transformUrls.js";
import type { LinkableCategory, LinkableProduct, RouteData, RouteParams } from "./types.js";
import type { UrlConfig } from "./urlConfig.js";
import { defaultUrlConfig } from "./urlConfig.js";

/**
 * The JSON body of `POST /api/url/map` (behaviour.md §8.7, api-contract.md §7.2).
 *
 * @example
 * const body: MapUrlRequestBody = mapUrlRequest("/sukienka", {}).body;
 */
export interface MapUrlRequestBody {
  readonly url: string;
  readonly includeFields: null;
  readonly excludeFields: readonly string[];
  readonly options: {
    readonly prefetchGroupProducts: true;
    readonly assignProductConfiguration: true;
    readonly populateRequestCacheTags: false;
    readonly setProductErrors: false;
    readonly fallbackToDefaultWhenNoAvailable: true;
    readonly separateSelectedVariant: false;
    readonly setConfigurableProductOptions: boolean;
    readonly filterUnavailableVariants: boolean;
  };
  readonly filters: { readonly sku: string | undefined };
  readonly groupId: number | null;
  readonly groupToken: string | null;
}

/**
 * The mapping call as data: method, URL (with the multistore `storeCode`) and body (behaviour.md §8.7).
 * Pure. The `url` is sent without its leading `/` and store code.
 *
 * @example
 * const request = mapUrlRequest("/de/sukienka-lniana?x=1", { childSku: "P-M" });
 * request.body.url; // "sukienka-lniana"
 * request.body.filters; // { sku: "P-M" }
 */
export function mapUrlRequest(
  url: string,
  query: RouteParams,
  config: UrlConfig = defaultUrlConfig,
  user: {
    readonly groupId?: number | null | undefined;
    readonly groupToken?: string | null | undefined;
  } = {},
): { method: "POST"; url: string; body: MapUrlRequestBody } {
  const path = removeStoreCodeFromRoute(normalizeUrlPath(url), config).replace(/^\//, "");
  const childSku = query.childSku;
  return {
    method: "POST",
    url: adjustMultistoreApiUrl(config.mapEndpoint, config),
    body: {
      url: path,
      includeFields: null,
      excludeFields: [],
      options: {
        prefetchGroupProducts: true,
        assignProductConfiguration: true,
        populateRequestCacheTags: false,
        setProductErrors: false,
        fallbackToDefaultWhenNoAvailable: true,
        separateSelectedVariant: false,
        setConfigurableProductOptions: config.setConfigurableProductOptions,
        filterUnavailableVariants: config.filterUnavailableVariants,
      },
      filters: { sku: typeof childSku === "string" ? childSku : undefined },
      groupId: (config.usePriceTiers && user.groupId) || null,
      groupToken: user.groupToken || null,
    },
  };
}

/**
 * The answer of the mapping call (api-contract.md §7.2): a raw hit or `null`.
 *
 * @example
 * const answer: MappingAnswer = { _type: "category", _source: { slug: "sukienki", url_path: "kobieta/sukienki" } };
 */
export type MappingAnswer = {
  readonly _type: string;
  readonly _source: Readonly<Record<string, unknown>>;
} | null;

/**
 * What to store when a mapping answer is used (behaviour.md §8.7): the prepared product under
 * `sku$$<parentSku>`, the category for the category store, or the page as the current CMS page.
 *
 * @example
 * const effect: MappingEffect = { type: "cache-product", key: "sku$$P", product: { sku: "P" } };
 */
export type MappingEffect =
  | {
      readonly type: "cache-product";
      readonly key: string;
      readonly product: Readonly<Record<string, unknown>>;
    }
  | { readonly type: "add-category"; readonly category: Readonly<Record<string, unknown>> }
  | { readonly type: "set-current-cms-page"; readonly page: Readonly<Record<string, unknown>> };

/**
 * The route for a mapping answer (behaviour.md §8.7). Pure. `product` → `transformProductUrl(_source, q)`;
 * `category` → `transformCategoryUrl(_source)`; `cms_page` → `{ name: 'cms-page', params: { slug:
 * identifier } }`; anything else, or `null` → `null`. The store updates come back as `effects`.
 *
 * @example
 * routeFromMapping({ _type: "cms_page", _source: { identifier: "regulamin" } }, {}).route; // { name: "cms-page", params: { slug: "regulamin" } }
 */
export function routeFromMapping(
  answer: MappingAnswer | undefined,
  query: RouteParams,
  config: UrlConfig = defaultUrlConfig,
): { route: RouteData | null; effects: MappingEffect[] } {
  if (!answer) return { route: null, effects: [] };
  const source = answer._source;
  switch (answer._type) {
    case "product": {
      const product = source as unknown as LinkableProduct;
      return {
        route: transformProductUrl(product, query, config),
        effects: [
          { type: "cache-product", key: `sku$$${product.parentSku || product.sku}`, product: source },
        ],
      };
    }
    case "category":
      return {
        route: transformCategoryUrl(source as LinkableCategory, config),
        effects: [{ type: "add-category", category: source }],
      };
    case "cms_page":
      return {
        route: { name: "cms-page", params: { slug: stringOrUndefined(source.identifier) } },
        effects: [{ type: "set-current-cms-page", page: source }],
      };
    default:
      return { route: null, effects: [] };
  }
}

/**
 * Picks one of several route candidates for a URL (behaviour.md §8.7): in reverse order (the input is
 * not mutated), those with `params.slug`, the first whose slug is a substring of the URL. Pure.
 *
 * @example
 * pickMappingCandidate([{ name: "a", params: { slug: "sukienki" } }, { name: "b", params: { slug: "kobieta" } }], "/kobieta/sukienki"); // { name: "b", … }
 */
export function pickMappingCandidate(candidates: readonly RouteData[], url: string): RouteData | null {
  for (const candidate of [...candidates].reverse()) {
    const slug = candidate.params.slug;
    if (typeof slug === "string" && slug && url.includes(slug)) return candidate;
  }
  return null;
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === "string"
    ? value
    : value === null || value === undefined
      ? undefined
      : String(value);
}
