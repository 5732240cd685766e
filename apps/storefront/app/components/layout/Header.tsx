import { Link } from "react-router";
import { pl } from "../../i18n/pl";
import type { MenuEntry } from "../../lib/catalogViews";
import { SearchBox } from "../search/SearchBox";
import { Menu } from "./Menu";

/** The shop header: logo, search box and the category menu; the minimal layout shows the logo only. */
export function Header(props: {
  readonly menu: readonly MenuEntry[];
  readonly minimal?: boolean;
  readonly query?: string;
}) {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="logo" aria-label={`${pl.shopName} — ${pl.breadcrumbs.home}`}>
          <span aria-hidden="true">OUTLET</span>
        </Link>
        {props.minimal ? null : <SearchBox initialQuery={props.query ?? ""} />}
        {/* The shopper links (account, wishlist, cart) are mounted here by ShopperOverlays after hydration. */}
        {props.minimal ? null : <div className="site-header__shopper" id="header-shopper" />}
      </div>
      {props.minimal ? null : <Menu items={props.menu} />}
    </header>
  );
}
