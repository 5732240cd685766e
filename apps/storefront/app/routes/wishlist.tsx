import { lazy, Suspense } from "react";
import { WishlistItems } from "../components/account/Wishlist";
import { plTx } from "../i18n/pl.transactions";

export function meta() {
  return [{ title: `${plTx.wishlist.title} | Outlet` }, { name: "robots", content: "noindex" }];
}

// The listing tiles' button, taken from the tiles' chunk: imported on its own it was split out of that chunk,
// and every listing page paid a request and its overhead for it (issue 29).
const TileAddToCart = lazy(() =>
  import("../components/listing/ProductTile").then((module) => ({ default: module.TileAddToCart })),
);

/**
 * `/wishlist` (transactions.md §2): the wishlist (local first, the server when logged in), each product with
 * "Do koszyka" as on a listing tile — at once without variants, the size first for a configurable product.
 */
export default function WishlistRoute() {
  return (
    <section className="wishlist" aria-labelledby="wishlist-title">
      <h1 id="wishlist-title" className="page-title" tabIndex={-1}>
        {plTx.wishlist.title}
      </h1>
      <WishlistItems
        renderAdd={(item, name) => (
          <Suspense fallback={null}>
            <TileAddToCart sku={item.sku} childSku={item.childSku ?? null} name={name} />
          </Suspense>
        )}
      />
    </section>
  );
}
