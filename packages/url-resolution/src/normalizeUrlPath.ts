/**
 * Normalises a URL path (behaviour.md §8.4). Pure. Blank input is returned unchanged. Otherwise: a leading
 * `/` is ensured, everything from the first `?` or `#` is cut, and then (when `clearTrailingSlash` and
 * the length is above 1) **one** trailing `/` is removed. The root stays `/`.
 *
 * @example
 * normalizeUrlPath("kobieta/?x=1"); // "/kobieta"
 * normalizeUrlPath("/kobieta/", false); // "/kobieta/"
 * normalizeUrlPath("/"); // "/"
 */
export function normalizeUrlPath(url: string, clearTrailingSlash?: boolean): string;
export function normalizeUrlPath(
  url: string | null | undefined,
  clearTrailingSlash?: boolean,
): string | null | undefined;
export function normalizeUrlPath(
  url: string | null | undefined,
  clearTrailingSlash = true,
): string | null | undefined {
  if (url === null || url === undefined || url === "") return url;
  let path = url.startsWith("/") ? url : `/${url}`;
  const cut = path.search(/[?#]/);
  if (cut >= 0) path = path.slice(0, cut);
  if (clearTrailingSlash && path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  return path;
}
