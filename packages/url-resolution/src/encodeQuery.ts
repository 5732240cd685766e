import type { RouteParams } from "./types.js";

/**
 * `encodeURIComponent` plus `!'()*` (RFC 3986 strict), as behaviour.md §7.11 and §8.10 require.
 *
 * @example
 * strictEncode("a (b)!"); // "a%20%28b%29%21"
 */
export function strictEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A query string from params: keys sorted, values strictly encoded, arrays repeated, `null`/`undefined`
 * skipped. Pure; no leading `?`.
 *
 * @example
 * encodeQuery({ size: 50, from: 0, tags: ["a", "b"] }); // "from=0&size=50&tags=a&tags=b"
 */
export function encodeQuery(params: RouteParams): string {
  const parts: string[] = [];
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value === null || value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly (string | number)[])
      parts.push(`${strictEncode(key)}=${strictEncode(String(item))}`);
  }
  return parts.join("&");
}

/**
 * Parses a query string (with or without `?`) into params; repeated keys give arrays, `+` is a space.
 * Pure; a malformed escape keeps its raw text.
 *
 * @example
 * parseQuery("?childSku=P-M&flag=1&flag=2"); // { childSku: "P-M", flag: ["1", "2"] }
 */
export function parseQuery(query: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  const text = query.startsWith("?") ? query.slice(1) : query;
  if (!text) return result;
  for (const pair of text.split("&")) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? "" : decode(pair.slice(eq + 1));
    const previous = Object.hasOwn(result, key) ? result[key] : undefined;
    const next =
      previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
    // defineProperty, not assignment: a `__proto__` key stays an own property (no prototype pollution).
    Object.defineProperty(result, key, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return result;
}

function decode(text: string): string {
  const spaced = text.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}
