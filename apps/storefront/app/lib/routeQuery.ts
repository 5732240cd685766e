import { encodeQuery } from "@outlet/url-resolution";

/** A route query as the listing package reads it: one string or a list per key. */
export type QueryRecord = Record<string, string | string[]>;

/**
 * Reads URL search params into a route query; repeated keys become lists, in URL order.
 *
 * @example
 * queryFromSearch("?color=49&color=50&sort=final_price"); // { color: ["49", "50"], sort: "final_price" }
 */
export function queryFromSearch(search: string | URLSearchParams): QueryRecord {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const query: QueryRecord = {};
  for (const [key, value] of params) {
    const current = query[key];
    if (current === undefined) query[key] = value;
    else query[key] = Array.isArray(current) ? [...current, value] : [current, value];
  }
  return query;
}

/**
 * A path with a route query, keys in a stable order and lists as repeated keys. `''` and empty lists are
 * dropped, so equal states give equal, shareable URLs.
 *
 * @example
 * hrefWithQuery("/kobiety", { size: ["168"], color: "49" }); // "/kobiety?color=49&size=168"
 */
export function hrefWithQuery(pathname: string, query: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    const list = Array.isArray(value) ? value : [value];
    for (const item of list) {
      if (item === undefined || item === null || item === "") continue;
      params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Re-exported for links built the way the URL helpers encode (strict encoding, sorted keys). */
export { encodeQuery };
