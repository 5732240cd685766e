import { formatPrice } from "@outlet/formatting";
import { Link } from "react-router";
import { useSnapshot } from "valtio";
import { plTx } from "../i18n/pl.transactions";
import { useShop } from "../state/shop/ShopProvider";

export function meta() {
  return [{ title: `${plTx.wishlist.title} | Outlet` }, { name: "robots", content: "noindex" }];
}

/** `/wishlist` (transactions.md §2): the wishlist (local first, the server when logged in). */
export default function WishlistRoute() {
  const shop = useShop();
  const wishlist = useSnapshot(shop.wishlist.state);
  return (
    <section className="wishlist" aria-labelledby="wishlist-title">
      <h1 id="wishlist-title" className="page-title" tabIndex={-1}>
        {plTx.wishlist.title}
      </h1>
      {wishlist.items.length === 0 ? <p>{plTx.wishlist.empty}</p> : null}
      <ul className="wishlist__items" data-testid="wishlist-items">
        {wishlist.items.map((item) => (
          <li key={item.sku} data-sku={item.sku}>
            {item.href ? (
              <Link to={item.href}>{item.name ?? item.sku}</Link>
            ) : (
              <span>{item.name ?? item.sku}</span>
            )}
            {typeof item.price_incl_tax === "number" ? (
              <span> {formatPrice(item.price_incl_tax)}</span>
            ) : null}
            <button
              type="button"
              className="button button--link"
              aria-label={`${plTx.wishlist.remove}: ${item.name ?? item.sku}`}
              onClick={() => void shop.wishlist.remove(item.sku)}
            >
              {plTx.wishlist.remove}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
