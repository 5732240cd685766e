/**
 * A route parameter or query value as a router carries it.
 *
 * @example
 * const value: ParamValue = "SUK-1";
 */
export type ParamValue = string | number | readonly (string | number)[] | null | undefined;

/**
 * Route parameters or a parsed query.
 *
 * @example
 * const params: RouteParams = { slug: "sukienka-lniana", parentSku: "SUK-1", childSku: "SUK-1-M" };
 */
export type RouteParams = Readonly<Record<string, ParamValue>>;

/**
 * Named-route data as the resolution returns it (behaviour.md §8.6).
 *
 * @example
 * const route: RouteData = { name: "tag", params: { slug: "nowosci" }, meta: { customListing: "tag" } };
 */
export interface RouteData {
  readonly name: string;
  readonly params: RouteParams;
  readonly meta?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * A router location object: a named route with params, or a path, with an optional query.
 *
 * @example
 * const location: RouteLocation = { name: "configurable-product", params: { parentSku: "P", slug: "p", childSku: "P-M" } };
 */
export interface RouteLocation {
  readonly name?: string | undefined;
  readonly path?: string | undefined;
  readonly fullPath?: string | undefined;
  readonly params?: RouteParams | undefined;
  readonly query?: RouteParams | undefined;
  readonly meta?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * A log line returned as data (conventions: effects as data).
 *
 * @example
 * const line: LogEntry = { level: "error", message: "URL mapping failed", context: { step: "mapping" } };
 */
export interface LogEntry {
  readonly level: "error" | "warn" | "info";
  readonly message: string;
  readonly context?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * A notification to spawn (behaviour.md §0).
 *
 * @example
 * const n: Notification = { type: "error", message: "Network error", action1: { label: "OK" } };
 */
export interface Notification {
  readonly type: "success" | "warning" | "error" | "info";
  readonly message: string;
  readonly action1: { readonly label: string };
}

/**
 * The product fields links and routes read (api-contract.md §12.1).
 *
 * @example
 * const p: LinkableProduct = { sku: "P-M", parentSku: "P", type_id: "configurable", slug: "sukienka", url_path: "sukienka-lniana" };
 */
export interface LinkableProduct {
  readonly id?: number | string | undefined;
  readonly sku: string;
  readonly parentSku?: string | null | undefined;
  readonly type_id?: string | undefined;
  readonly slug?: string | null | undefined;
  readonly url_key?: string | null | undefined;
  readonly url_path?: string | null | undefined;
  readonly options?: readonly unknown[] | null | undefined;
  readonly configurable_children?: readonly unknown[] | null | undefined;
  readonly status?: number | null | undefined;
  readonly visibility?: number | null | undefined;
}

/**
 * The category fields links and routes read (api-contract.md §12.2).
 *
 * @example
 * const c: LinkableCategory = { id: 12, slug: "sukienki", url_path: "kobieta/sukienki" };
 */
export interface LinkableCategory {
  readonly id?: number | string | undefined;
  readonly slug?: string | null | undefined;
  readonly url_path?: string | null | undefined;
}

/**
 * A value, possibly behind a promise: resolvers may be synchronous or asynchronous.
 *
 * @example
 * const found: MaybePromise<string | null> = Promise.resolve(null);
 */
export type MaybePromise<T> = T | Promise<T>;
