import { QueueError } from "./queueError.js";

/**
 * What URL preparation needs to know, read at the moment the task runs (behaviour.md §11.2).
 *
 * @example
 * ```ts
 * const context: UrlContext = { token: "abc", cartId: "aZ3", tokenInHeader: true };
 * ```
 */
export interface UrlContext {
  /** The user token; `''` when logged out. */
  readonly token: string;
  /** The server cart id; `null` or `''` when there is none. */
  readonly cartId: string | null;
  /** Prefix for URLs that start with `/` (behaviour.md §11.3 step 3). @default "" */
  readonly apiUrl?: string;
  /** Multistore on: `storeCode=<code>` replaces any `storeCode` parameter. @default false */
  readonly multistore?: boolean;
  /** The current store code; appended only when non-empty. @default "" */
  readonly storeCode?: string;
  /** The token travels as `Authorization: Bearer` and `token=` is removed from the query. @default false */
  readonly tokenInHeader?: boolean;
  /** Values for other placeholders such as `{{coupon}}` or `{{pageSize}}`. */
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * A URL ready to request, plus the headers it needs, or the reason it cannot run.
 *
 * @example
 * ```ts
 * const prepared: PreparedUrl = prepareUrl("/api/cart/pull?cartId={{cartId}}", context);
 * if (prepared.ok) prepared.url;
 * ```
 */
export type PreparedUrl =
  | { readonly ok: true; readonly url: string; readonly headers: Readonly<Record<string, string>> }
  | { readonly ok: false; readonly error: QueueError };

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

function withoutParameter(url: string, name: string): string {
  const hashAt = url.indexOf("#");
  const hash = hashAt >= 0 ? url.slice(hashAt) : "";
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf("?");
  if (queryAt < 0) return url;
  const path = beforeHash.slice(0, queryAt);
  // Keep the other parameters in their order (behaviour.md §11.3 step 5, decision).
  const kept = beforeHash
    .slice(queryAt + 1)
    .split("&")
    .filter((pair) => pair !== "" && decodeURIComponent(pair.split("=")[0] ?? "") !== name);
  return `${path}${kept.length > 0 ? `?${kept.join("&")}` : ""}${hash}`;
}

function withParameter(url: string, name: string, value: string): string {
  const hashAt = url.indexOf("#");
  const hash = hashAt >= 0 ? url.slice(hashAt) : "";
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const separator = beforeHash.includes("?") ? (beforeHash.endsWith("?") ? "" : "&") : "?";
  return `${beforeHash}${separator}${encodeURIComponent(name)}=${encodeURIComponent(value)}${hash}`;
}

/**
 * True when the template substitutes a cart id.
 *
 * @example
 * ```ts
 * needsCartId("/api/cart/pull?cartId={{cartId}}"); // true
 * ```
 */
export function needsCartId(url: string): boolean {
  return /\{\{\s*cartId\s*\}\}/.test(url);
}

/**
 * True when the template substitutes the user token.
 *
 * @example
 * ```ts
 * needsToken("/api/user/me?token={{token}}"); // true
 * ```
 */
export function needsToken(url: string): boolean {
  return /\{\{\s*token\s*\}\}/.test(url);
}

/**
 * Turns a task URL template into the URL to request (behaviour.md §11.3, api-contract.md §1.5). Pure.
 *
 * 1. `{{cartId}}` without a cart id fails with the spec's message (no request is made).
 * 2. Every placeholder is replaced, every occurrence, with its URL-encoded value (`{{token}}` → `''` when
 *    logged out).
 * 3. A URL starting with `/` gets `apiUrl` in front.
 * 4. Multistore: `storeCode` parameters are dropped and `storeCode=<code>` is appended when non-empty.
 * 5. Header mode: `token` parameters are dropped and `Authorization: Bearer <token>` is returned, only when
 *    a token exists.
 *
 * @example
 * ```ts
 * prepareUrl("/api/cart/pull?token={{token}}&cartId={{cartId}}", { token: "t 1", cartId: "c1", apiUrl: "https://api.example" });
 * // { ok: true, url: "https://api.example/api/cart/pull?token=t%201&cartId=c1", headers: {} }
 * ```
 */
export function prepareUrl(template: string, context: UrlContext): PreparedUrl {
  const cartId = context.cartId ?? "";
  if (needsCartId(template) && cartId === "") {
    return { ok: false, error: new QueueError({ reason: "missing-cart-id", url: template }) };
  }
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(context.params ?? {})) values[key] = String(value);
  values.token = context.token;
  values.cartId = cartId;

  let missing: string | null = null;
  let url = template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) {
      missing ??= name;
      return whole;
    }
    return encodeURIComponent(value);
  });
  if (missing !== null) {
    return {
      ok: false,
      error: new QueueError({ reason: "missing-url-parameter", url: template, parameter: missing }),
    };
  }

  if (url.startsWith("/") && context.apiUrl) url = `${context.apiUrl.replace(/\/+$/, "")}${url}`;

  if (context.multistore) {
    url = withoutParameter(url, "storeCode");
    if (context.storeCode) url = withParameter(url, "storeCode", context.storeCode);
  }

  const headers: Record<string, string> = {};
  if (context.tokenInHeader) {
    url = withoutParameter(url, "token");
    if (context.token !== "") headers.Authorization = `Bearer ${context.token}`;
  }
  return { ok: true, url, headers };
}
