/** What a delegated click needs of the page: its origin, and the router's navigate. */
export interface DelegatedNavigationTarget {
  readonly origin: string;
  readonly navigate: (to: string, options: { readonly preventScrollReset: boolean }) => void;
}

/**
 * Routes a click on a `ShopLink` through the router (pure decision, the caller listens): only a plain
 * primary click, not already handled, on a same-origin link without `target` or `download`. Returns whether
 * it navigated (and prevented the browser's own navigation).
 *
 * @example
 * window.addEventListener("click", (event) => routeShopLinkClick(event, { origin: location.origin, navigate }));
 */
export function routeShopLinkClick(
  event: Pick<
    MouseEvent,
    | "defaultPrevented"
    | "button"
    | "metaKey"
    | "altKey"
    | "ctrlKey"
    | "shiftKey"
    | "target"
    | "preventDefault"
  >,
  target: DelegatedNavigationTarget,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  const element = event.target as Element | null;
  const link = element?.closest?.("a[data-shop-link]") as HTMLAnchorElement | null;
  if (!link) return false;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return false;
  const url = new URL(link.href, target.origin);
  if (url.origin !== target.origin) return false;
  event.preventDefault();
  target.navigate(url.pathname + url.search + url.hash, {
    preventScrollReset: link.dataset.shopLink === "keep-scroll",
  });
  return true;
}
