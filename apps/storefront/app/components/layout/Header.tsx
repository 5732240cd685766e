import { memo } from "react";
import { pl } from "../../i18n/pl";
import type { MenuEntry } from "../../lib/catalogViews";
import { localizedHref } from "../../lib/currentStore";
import { ShopLink } from "../links/ShopLink";
import { SearchBox } from "../search/SearchBox";
import { Menu } from "./Menu";
import "./header.css";
import { ScrollToTop } from "./ScrollToTop";
import { useHeaderCollapse } from "./useHeaderCollapse";

/**
 * The shopper links as the server draws them (issue 12: they popped in after hydration): the same boxes
 * as the real links, without shopper data (the cached page is anonymous); the counts and the account
 * wording stay invisible until the real links, appended beside them, replace them in the same frame.
 * Account, wishlist and compare are drawings, hidden from assistive technology and not focusable; "Koszyk"
 * is a real link to the cart page, so a click before the shopper links' chunk has run (or without
 * JavaScript) still opens the cart.
 */
function ShopperLinkPlaceholders() {
  const words = pl.shopperLinks;
  return (
    <span className="header-shopper__placeholder" data-testid="shopper-placeholders">
      <span className="header-link account-link" aria-hidden="true">
        <span className="header-placeholder__count">{words.account}</span>
      </span>
      <span className="header-link wishlist-button" aria-hidden="true">
        {words.wishlist} <span className="header-placeholder__count">0</span>
      </span>
      <span className="header-link compare-link" aria-hidden="true">
        {words.compare} <span className="header-placeholder__count">0</span>
      </span>
      <ShopLink to={localizedHref("/koszyk")} className="cart-button" data-testid="cart-placeholder-link">
        {words.cart} <span className="cart-button__count header-placeholder__count">0</span>
      </ShopLink>
    </span>
  );
}

/**
 * The shop header: logo, search box, the shopper links and the category menu; the minimal layout shows
 * the logo only. On a phone it is one compact row (logo, shopper links, menu button) with the search row
 * below it, which folds away while scrolling down and comes back on scrolling up. The scroll-to-top
 * button sits in the search row on every screen, so it never covers the page (header.css, issue 32). The minimal layout (checkout,
 * login, registration) has no scroll-to-top button: fixed over a form, it covered the online payment
 * radio and the totals on a phone (issue 32), and those pages are short forms a shopper fills top down.
 * Memoised: its props (the root's menu, the layout, the search query) seldom change, while the layout above it
 * is drawn again on every change of the router's state (a fetcher, a revalidation), and its ~45 links with it.
 */
export const Header = memo(function Header(props: {
  readonly menu: readonly MenuEntry[];
  readonly minimal?: boolean;
  readonly query?: string;
}) {
  const collapsed = useHeaderCollapse();
  return (
    <header className="site-header" data-collapsed={props.minimal ? undefined : collapsed}>
      <div className="site-header__bar">
        <ShopLink
          to={localizedHref("/")}
          className="logo"
          aria-label={`${pl.shopName} — ${pl.breadcrumbs.home}`}
        >
          <span aria-hidden="true">OUTLET</span>
        </ShopLink>
        {props.minimal ? null : (
          <div className="site-header__search">
            <SearchBox initialQuery={props.query ?? ""} />
            <ScrollToTop />
          </div>
        )}
        {/* The shopper links (account, wishlist, compare, cart) are mounted here by ShopperOverlays after
            hydration, beside the placeholders, which then give way (header.css). */}
        {props.minimal ? null : (
          <div className="site-header__shopper" id="header-shopper">
            <ShopperLinkPlaceholders />
          </div>
        )}
        {props.minimal ? null : <Menu items={props.menu} />}
      </div>
    </header>
  );
});
