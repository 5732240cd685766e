/**
 * Removes every query parameter called `name` (compared as written, e.g. `token`) and keeps the others, and
 * the fragment, in their order — how header mode drops `token=` from a template (behaviour §11.3, decision)
 * and how a configured store code replaces a templated one. Pure.
 *
 * @example
 * withoutQueryParam("/api/cart/pull?token=abc&cartId=aZ3", "token") // "/api/cart/pull?cartId=aZ3"
 */
export function withoutQueryParam(url: string, name: string): string {
  const hashAt = url.indexOf("#");
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  if (queryAt === -1) return url;
  const kept = beforeHash
    .slice(queryAt + 1)
    .split("&")
    .filter((pair) => pair !== "" && pair.split("=")[0] !== name);
  return `${beforeHash.slice(0, queryAt)}${kept.length ? `?${kept.join("&")}` : ""}${hash}`;
}
