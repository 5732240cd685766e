import { Link } from "react-router";
import { pl } from "../../i18n/pl";
import type { MenuEntry } from "../../lib/catalogViews";
import { localizedHref } from "../../lib/currentStore";
import { SearchBox } from "../search/SearchBox";
import { Menu } from "./Menu";
import "./header.css";
import { ScrollToTop } from "./ScrollToTop";
import { useHeaderCollapse } from "./useHeaderCollapse";

/**
 * The shop header: logo, search box, the shopper links and the category menu; the minimal layout shows
 * the logo only. On a phone it is one compact row (logo, shopper links, menu button) with the search row
 * below it, which folds away while scrolling down and comes back on scrolling up; the scroll-to-top
 * button sits in that row there, so it never covers the page (styles.css).
 */
export function Header(props: {
  readonly menu: readonly MenuEntry[];
  readonly minimal?: boolean;
  readonly query?: string;
}) {
  const collapsed = useHeaderCollapse();
  return (
    <header className="site-header" data-collapsed={props.minimal ? undefined : collapsed}>
      <div className="site-header__bar">
        <Link to={localizedHref("/")} className="logo" aria-label={`${pl.shopName} — ${pl.breadcrumbs.home}`}>
          <span aria-hidden="true">OUTLET</span>
        </Link>
        {props.minimal ? null : (
          <div className="site-header__search">
            <SearchBox initialQuery={props.query ?? ""} />
            <ScrollToTop />
          </div>
        )}
        {/* The shopper links (account, wishlist, cart) are mounted here by ShopperOverlays after hydration. */}
        {props.minimal ? null : <div className="site-header__shopper" id="header-shopper" />}
        {props.minimal ? null : <Menu items={props.menu} />}
      </div>
      {props.minimal ? <ScrollToTop /> : null}
    </header>
  );
}
