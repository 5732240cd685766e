import type { AnchorHTMLAttributes } from "react";

/**
 * A link to a page of the shop as a plain `<a href>`: no hooks, no router subscription. A listing's 50 tiles
 * and the menu use it (issue 29): react-router's `Link` subscribes each of them to the router's contexts, so every route
 * patch of lazy route discovery re-rendered all 50 after the page had loaded (a CPU profile of a category at
 * 4×: `LinkWithRef` the costliest component of those tasks). A click is routed in the browser by
 * `useDelegatedNavigation` (one listener for the whole document), as `Link` would; before hydration, or with
 * a modifier key, it is an ordinary link.
 *
 * @example
 * <ShopLink to="/koszula-w-krate-47">Koszula w kratę</ShopLink>
 */
export function ShopLink({
  to,
  keepScroll = false,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** The shop-relative address. */
  readonly to: string;
  /** Keep the scroll position (filters, sort): react-router's `preventScrollReset`. @default false */
  readonly keepScroll?: boolean;
}) {
  return <a href={to} data-shop-link={keepScroll ? "keep-scroll" : ""} {...rest} />;
}
