import type { CartLine } from "@outlet/cart-merge";
import { useSnapshot } from "valtio";
import { plTx } from "../../i18n/pl.transactions";
import type { ProductDoc } from "../../lib/productView";
import { cartLineFromProduct } from "../../state/shop/createShopServices";
import { useOptionalShop } from "../../state/shop/ShopProvider";
import { AddToCart } from "../product/AddToCart";
import { BackInStock } from "./BackInStock";

/**
 * The product page's cart actions: the existing add-to-cart button wired to the cart store (validation
 * and stock outcomes of behaviour.md §9.6–§9.7), the back-in-stock request for an unavailable variant,
 * and the wishlist and compare toggles.
 *
 * @example
 * <ProductCartActions product={selection.product} sku={childSku} canAdd href={canonical} outOfStock={false} />
 */
export function ProductCartActions(props: {
  readonly product: ProductDoc & Record<string, unknown>;
  readonly parent: ProductDoc & Record<string, unknown>;
  readonly sku: string;
  readonly canAdd: boolean;
  readonly href: string;
  readonly outOfStock: boolean;
}) {
  const shop = useOptionalShop();
  if (!shop) return <AddToCart sku={props.sku} canAdd={props.canAdd} />;
  return <Wired {...props} shop={shop} />;
}

function Wired(
  props: Parameters<typeof ProductCartActions>[0] & {
    readonly shop: NonNullable<ReturnType<typeof useOptionalShop>>;
  },
) {
  const { shop } = props;
  const cart = useSnapshot(shop.cart.state);
  const wishlist = useSnapshot(shop.wishlist.state);
  const compare = useSnapshot(shop.compare.state);
  const parentSku = props.parent.sku;
  const inWishlist = wishlist.items.some((item) => item.sku === parentSku);
  const inCompare = compare.items.some((item) => item.sku === parentSku);
  const line: CartLine = cartLineFromProduct(props.product, props.href);
  return (
    <div className="product-actions" aria-busy={cart.cart.isAddingToCart}>
      <AddToCart
        sku={props.sku}
        canAdd={props.canAdd && !cart.cart.isAddingToCart}
        onAdd={() => void shop.cart.addProduct(line)}
      />
      <div className="product-actions__secondary">
        <button
          type="button"
          className="button button--link"
          aria-pressed={inWishlist}
          data-testid="wishlist-toggle"
          onClick={() =>
            inWishlist
              ? void shop.wishlist.remove(parentSku)
              : void shop.wishlist.add({
                  sku: parentSku,
                  id: typeof props.parent.id === "number" ? props.parent.id : undefined,
                  name: String(props.parent.name ?? parentSku),
                  href: props.href,
                  image: String(props.parent.image ?? ""),
                  price_incl_tax: Number(props.product.price_incl_tax ?? 0),
                })
          }
        >
          {inWishlist ? plTx.wishlist.remove : plTx.wishlist.add}
        </button>
        <button
          type="button"
          className="button button--link"
          aria-pressed={inCompare}
          onClick={() =>
            inCompare
              ? shop.compare.remove(parentSku)
              : shop.compare.add({
                  sku: parentSku,
                  name: String(props.parent.name ?? parentSku),
                  href: props.href,
                  price_incl_tax: Number(props.product.price_incl_tax ?? 0),
                })
          }
        >
          {inCompare ? plTx.compare.remove : plTx.compare.add}
        </button>
      </div>
      {props.outOfStock ? <BackInStock sku={props.sku} /> : null}
    </div>
  );
}
