import { parseQuery } from "./encodeQuery.js";
import { isVisibleProduct, VISIBLE_VISIBILITIES } from "./isVisibleProduct.js";
import type { MappingAnswer, MappingEffect } from "./mapUrlRequest.js";
import { mapUrlRequest, pickMappingCandidate, routeFromMapping } from "./mapUrlRequest.js";
import { normalizeUrlPath } from "./normalizeUrlPath.js";
import { removeStoreCodeFromRoute, storeCodeFromRoute } from "./storeCodeFromRoute.js";
import { parametrize, transformCategoryUrl, transformProductUrl } from "./transformUrls.js";
import type {
  LinkableCategory,
  LinkableProduct,
  LogEntry,
  MaybePromise,
  RouteData,
  RouteParams,
} from "./types.js";
import type { UrlConfig } from "./urlConfig.js";
import { defaultUrlConfig } from "./urlConfig.js";
import { UrlResolutionError } from "./urlResolutionError.js";

/**
 * The product query of the unknown-path fallback (behaviour.md §7.8, §8.6 f): `url_path eq <segment>`,
 * visibility 2, 3, 4 and status 0, 1, size 1.
 *
 * @example
 * const q: ProductUrlQuery = { urlPath: "sukienka-lniana", visibility: [2, 3, 4], status: [0, 1], size: 1 };
 */
export interface ProductUrlQuery {
  readonly urlPath: string;
  readonly visibility: readonly [2, 3, 4];
  readonly status: readonly [0, 1];
  readonly size: 1;
}

/**
 * The lookups the resolution order calls, passed in by the caller (each may be sync or async, may return
 * nothing, and may throw: a failure is logged and the next step runs). A missing resolver skips its step.
 *
 * @example
 * const resolvers: UrlResolvers = { findCmsPage: async (path) => (path === "regulamin" ? { identifier: "regulamin", url_key: "regulamin" } : null) };
 */
export interface UrlResolvers {
  /** a. The in-memory dispatcher map, keyed by the normalised URL. */
  readonly fromDispatcherMap?:
    | ((url: string) => MaybePromise<RouteData | readonly RouteData[] | null | undefined>)
    | undefined;
  /** b. The `url` cache collection, keyed by the normalised URL. */
  readonly fromUrlCache?:
    | ((url: string) => MaybePromise<RouteData | readonly RouteData[] | null | undefined>)
    | undefined;
  /** c. A tag by slug (the path without its leading `/` and store code). */
  readonly findTag?:
    | ((slug: string) => MaybePromise<{ readonly slug?: string | null | undefined } | null | undefined>)
    | undefined;
  /** d. The mapping call (only with `enableMapFallbackUrl`); see {@link mapUrlRequest}. */
  readonly mapUrl?:
    | ((request: ReturnType<typeof mapUrlRequest>) => MaybePromise<MappingAnswer | undefined>)
    | undefined;
  /** e. An active category by `url_path` (no leading `/`). */
  readonly findCategory?:
    | ((
        urlPath: string,
      ) => MaybePromise<
        (LinkableCategory & { readonly is_active?: boolean | null | undefined }) | null | undefined
      >)
    | undefined;
  /** f. A visible, enabled product whose `url_path` is the last path segment. */
  readonly findProduct?:
    | ((query: ProductUrlQuery) => MaybePromise<LinkableProduct | null | undefined>)
    | undefined;
  /** g. A content page by `url_key` or `identifier`. */
  readonly findCmsPage?:
    | ((
        path: string,
      ) => MaybePromise<
        | { readonly url_key?: string | null | undefined; readonly identifier?: string | null | undefined }
        | null
        | undefined
      >)
    | undefined;
}

/**
 * Which step of the unknown-path order produced the route (behaviour.md §8.6).
 *
 * @example
 * const step: ResolutionStep = "cms-page";
 */
export type ResolutionStep =
  | "dispatcher-map"
  | "url-cache"
  | "tag"
  | "mapping"
  | "category"
  | "product"
  | "cms-page"
  | "fixed-page"
  | "not-found";

/**
 * The one outcome of {@link resolveUrl}: the route to go to (`page-not-found` when nothing matched), the
 * step that found it, the mapping to register (steps c–h), the store updates of a mapping answer, and the
 * log lines of failed steps.
 *
 * @example
 * const outcome: UrlResolution = { found: false, step: "not-found", route: { name: "page-not-found", params: { slug: "page-not-found" } }, register: null, effects: [], log: [] };
 */
export interface UrlResolution {
  readonly found: boolean;
  readonly step: ResolutionStep;
  readonly route: RouteData;
  readonly register: { readonly url: string; readonly route: RouteData } | null;
  readonly effects: readonly MappingEffect[];
  readonly log: readonly LogEntry[];
}

/** The fixed content pages tried after the CMS lookup (behaviour.md §8.6 h). */
const FIXED_PAGES = new Set(["faq", "partners"]);

/**
 * Resolves a path no route matched (behaviour.md §8.6, catalogue.md §2), in this order: the dispatcher
 * map, the URL cache, a tag, the mapping call (when enabled), a category by `url_path`, a product by the
 * last segment, a content page, the fixed pages `faq`/`partners`, and finally page-not-found. A failing
 * step is logged (returned in `log`) and the next one runs, so there is always exactly one outcome and
 * this function never rejects. Pure apart from the resolvers it is given.
 *
 * @example
 * const outcome = await resolveUrl({ url: "/faq", query: {} }, {});
 * outcome.route; // { name: "cms-page", params: { slug: "faq" } }
 */
export async function resolveUrl(
  request: { readonly url: string; readonly query?: RouteParams | string | null | undefined },
  resolvers: UrlResolvers,
  config: UrlConfig = defaultUrlConfig,
  user: {
    readonly groupId?: number | null | undefined;
    readonly groupToken?: string | null | undefined;
  } = {},
): Promise<UrlResolution> {
  const q: RouteParams =
    typeof request.query === "string" ? parseQuery(request.query) : (request.query ?? {});
  const storeCode = storeCodeFromRoute(request.url, config);
  const url = normalizeUrlPath(request.url) || "/";
  const path = removeStoreCodeFromRoute(url, config).replace(/^\//, "");
  const log: LogEntry[] = [];

  const attempt = async <T>(step: ResolutionStep, run: () => MaybePromise<T>): Promise<T | undefined> => {
    try {
      return await run();
    } catch (error) {
      log.push({
        level: "error",
        message: new UrlResolutionError({ reason: "resolver-failed", step, url }).message,
        context: { step, url, error: error instanceof Error ? error.message : String(error) },
      });
      return undefined;
    }
  };
  const done = (
    step: ResolutionStep,
    route: RouteData,
    register: boolean,
    effects: MappingEffect[] = [],
  ): UrlResolution => ({
    found: step !== "not-found",
    step,
    route: parametrize(route, q, storeCode),
    register: register ? { url, route } : null,
    effects,
    log,
  });

  for (const [step, lookup] of [
    ["dispatcher-map", resolvers.fromDispatcherMap],
    ["url-cache", resolvers.fromUrlCache],
  ] as const) {
    if (!lookup) continue;
    const found = await attempt(step, () => lookup(url));
    const route = isRouteList(found) ? pickMappingCandidate(found, url) : found;
    if (route?.name) return done(step, route, false);
  }

  if (path !== "") {
    const findTag = resolvers.findTag;
    if (findTag) {
      const tag = await attempt("tag", () => findTag(path));
      if (tag && (tag.slug === undefined || tag.slug === null || tag.slug === path)) {
        return done("tag", { name: "tag", params: { slug: path }, meta: { customListing: "tag" } }, true);
      }
    }

    const mapUrl = resolvers.mapUrl;
    if (config.enableMapFallbackUrl && mapUrl) {
      const answer = await attempt("mapping", () => mapUrl(mapUrlRequest(request.url, q, config, user)));
      const mapped = routeFromMapping(answer, q, config);
      if (mapped.route) return done("mapping", mapped.route, true, mapped.effects);
    }

    const findCategory = resolvers.findCategory;
    if (findCategory) {
      const category = await attempt("category", () => findCategory(path));
      if (category && category.is_active !== false && (category.url_path ?? path) === path) {
        return done("category", transformCategoryUrl(category, config), true);
      }
    }

    const segment = path
      .split("/")
      .filter((part) => part !== "")
      .pop();
    const findProduct = resolvers.findProduct;
    if (findProduct && segment) {
      const product = await attempt("product", () =>
        findProduct({ urlPath: segment, visibility: VISIBLE_VISIBILITIES, status: [0, 1], size: 1 }),
      );
      // The query already restricts visibility and status (§8.6 f); a resolver that ignores it is checked here.
      if (product && isVisibleProduct(product)) {
        const childSku = q.childSku;
        return done(
          "product",
          transformProductUrl(product, typeof childSku === "string" ? { childSku } : {}, config),
          true,
        );
      }
    }

    const findCmsPage = resolvers.findCmsPage;
    if (findCmsPage) {
      const page = await attempt("cms-page", () => findCmsPage(path));
      const slug = page?.url_key || page?.identifier;
      if (slug) return done("cms-page", { name: "cms-page", params: { slug } }, true);
    }

    if (FIXED_PAGES.has(path)) return done("fixed-page", { name: "cms-page", params: { slug: path } }, true);
  }

  return done("not-found", { name: "page-not-found", params: { slug: "page-not-found" } }, false);
}

function isRouteList(value: unknown): value is readonly RouteData[] {
  return Array.isArray(value);
}
