import { WishlistItems } from "../components/account/Wishlist";
import { plTx } from "../i18n/pl.transactions";

export function meta() {
  return [{ title: `${plTx.wishlist.title} | Outlet` }, { name: "robots", content: "noindex" }];
}

/** `/wishlist` (transactions.md §2): the wishlist (local first, the server when logged in). */
export default function WishlistRoute() {
  return (
    <section className="wishlist" aria-labelledby="wishlist-title">
      <h1 id="wishlist-title" className="page-title" tabIndex={-1}>
        {plTx.wishlist.title}
      </h1>
      <WishlistItems />
    </section>
  );
}
