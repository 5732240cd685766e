/**
 * Keeps the scroll position when a client navigation fails and the shopper stays on the page (issue 12,
 * `offlineDataFetch`'s "stay"): that stay is a replace-redirect to the current URL, a new history entry with
 * no saved position, so react-router's scroll restoration would jump to the top of a long listing.
 *
 * `markStay` (browser only, from the failed data fetch) names the page being kept; `scrollRestorationKey`
 * (the `getKey` of `<ScrollRestoration>`) then saves the position of the page being left and restores it on
 * the entry that replaces it under one shared key, once. Every other navigation keeps react-router's
 * per-entry keys (back and forward restore, a link opens at the top).
 *
 * @example
 * markStay("/category/sukienki", history.state?.key);
 * <ScrollRestoration getKey={scrollRestorationKey} />
 */
let staying: { readonly path: string; readonly fromKey: string | null } | null = null;

/** Names the page the shopper stays on after a failed navigation (`fromKey`: its history entry's key). */
export function markStay(path: string, fromKey: string | null): void {
  staying = { path, fromKey };
}

/** The scroll-restoration key of a location: shared by the kept page and its replacement, else its own key. */
export function scrollRestorationKey(location: {
  readonly pathname: string;
  readonly search: string;
  readonly key: string;
}): string {
  const path = location.pathname + location.search;
  if (!staying || staying.path !== path) return location.key;
  // the replacing entry reads the kept position once; then the ordinary keys apply again
  if (staying.fromKey !== null && location.key !== staying.fromKey) staying = null;
  return `stay:${path}`;
}
