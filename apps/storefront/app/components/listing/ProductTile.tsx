import { memo, useId } from "react";
import { pl } from "../../i18n/pl";
import type { TileData } from "../../lib/productView";
import { TileAddToCart } from "../cart/TileAddToCart";
import { ShopLink } from "../links/ShopLink";
import { Price } from "../Price";
import { ProductImage } from "../ProductImage";

// The wishlist page takes the tile's button from here (lazily): from this chunk, not one of its own that every
// listing would then load beside it (issue 29).
export { TileAddToCart };

/**
 * One product in a listing: image, flags, name and price, linked to its best-matching variant. Memoised: a
 * listing re-renders when the shopper's state arrives after hydration (my size, refreshed prices), and its 50
 * tiles re-rendered with it in one long task on a phone although their data had not changed (issue 29).
 */
export const ProductTile = memo(function ProductTile({
  product,
  priority = false,
}: {
  product: TileData;
  priority?: boolean;
}) {
  // The link is named by the product's name, its flags describe it (issue 32: it was announced
  // "Wyróżnienia Sukienka …", the flag list's label first).
  const id = useId();
  const flags = product.flags.length > 0;
  return (
    <li className="product-tile" data-sku={product.sku}>
      <ShopLink
        to={product.href}
        className="product-tile__link"
        aria-labelledby={`${id}-name`}
        aria-describedby={flags ? `${id}-flags` : undefined}
      >
        <div className="product-tile__media">
          <ProductImage path={product.image} alt="" size="list" priority={priority} />
          {flags ? (
            <ul className="product-tile__flags" id={`${id}-flags`}>
              {product.flags.map((flag) => (
                <li key={flag.id} className={`flag flag--${flag.id}`}>
                  {flag.name}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <h3 className="product-tile__name" id={`${id}-name`}>
          {product.name}
        </h3>
      </ShopLink>
      <Price price={product.price} originalPrice={product.originalPrice} lowestPrice={product.lowestPrice} />
      {product.soldOut ? (
        <p className="product-tile__sold-out">{pl.shared.cart.soldOut}</p>
      ) : (
        <TileAddToCart
          sku={product.parentSku}
          childSku={product.childSku}
          name={product.name}
          fixedColors={product.fixedColors}
        />
      )}
    </li>
  );
});
