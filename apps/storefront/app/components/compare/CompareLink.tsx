import { Link } from "react-router";
import { useSnapshot } from "valtio";
import { pl } from "../../i18n/pl";
import { useShop } from "../../state/shop/ShopProvider";

/**
 * The header's compare link with the number of compared products (like the wishlist button's count).
 *
 * @example
 * <CompareLink />
 */
export function CompareLink() {
  const shop = useShop();
  const compare = useSnapshot(shop.compare.state);
  return (
    <Link
      to="/porownanie"
      className="header-link compare-link"
      data-testid="compare-link"
      aria-label={pl.shared.compare.link(compare.items.length)}
    >
      {pl.shared.compare.linkText} <span data-testid="compare-count">{compare.items.length}</span>
    </Link>
  );
}
