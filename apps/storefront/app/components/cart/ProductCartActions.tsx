import type { CartLine } from "@outlet/cart-merge";
import { type ReactNode, useState } from "react";
import { useSnapshot } from "valtio";
import { pl } from "../../i18n/pl";
import type { ProductDoc } from "../../lib/productView";
import type { ShopServices } from "../../state/shop/createShopServices";
import { useOptionalShop, useShopLoader } from "../../state/shop/shopContext";
import { AddToCart } from "../product/AddToCart";
import { BackInStock } from "./BackInStock";

type Props = {
  readonly product: ProductDoc & Record<string, unknown>;
  readonly parent: ProductDoc & Record<string, unknown>;
  readonly sku: string;
  readonly canAdd: boolean;
  /** The page of the variant added (its colour and size), which the cart line links to. */
  readonly href: string;
  /**
   * The page and photo of the colour shown, which the wishlist and compare lists keep (issue 32).
   * @default the product's `href` and the parent's photo
   */
  readonly shown?: { readonly href: string; readonly image: string } | undefined;
  readonly outOfStock: boolean;
  /** Why the product cannot be added, shown under the disabled button. @default none */
  readonly reason?: string | undefined;
  /** The add-to-cart form's part for browsers without JavaScript. @default none */
  readonly noScript?: ReactNode;
  /** The custom options chosen on the page (ids only: the server prices them). @default none */
  readonly customOptions?: readonly { readonly option_id: number | string; readonly option_value: string }[];
  /** The gross unit price shown with the chosen custom options' fees: the new line's price until the server prices it. */
  readonly linePrice?: number | undefined;
  /** Checked before adding: false keeps the line out of the cart (the page shows why at its field). */
  readonly beforeAdd?: (() => boolean) | undefined;
};

/** What the buttons show: from the stores once they exist, else their empty state (as on the server). */
interface ActionsState {
  readonly adding: boolean;
  readonly inWishlist: boolean;
  readonly inCompare: boolean;
}

/**
 * The product page's cart actions: the existing add-to-cart button wired to the cart store (validation
 * and stock outcomes of behaviour.md §9.6–§9.7), the back-in-stock request with its reason in the button's
 * place for a sold-out variant,
 * and the wishlist and compare toggles. It renders before the shopper code has loaded (catalogue pages
 * load it after hydration) with the stores' empty state, the same markup as on the server; a click then
 * waits for the services.
 *
 * @example
 * <ProductCartActions product={selection.product} sku={childSku} canAdd href={canonical} outOfStock={false} />
 */
export function ProductCartActions(props: Props) {
  const shop = useOptionalShop();
  const load = useShopLoader();
  if (!shop) return <Actions {...props} state={EMPTY} run={(task) => void load().then(task)} />;
  return <Wired {...props} shop={shop} />;
}

const EMPTY: ActionsState = { adding: false, inWishlist: false, inCompare: false };

function Wired(props: Props & { readonly shop: ShopServices }) {
  const { shop } = props;
  const cart = useSnapshot(shop.cart.state);
  const wishlist = useSnapshot(shop.wishlist.state);
  const compare = useSnapshot(shop.compare.state);
  const parentSku = props.parent.sku;
  const state: ActionsState = {
    adding: cart.cart.isAddingToCart,
    inWishlist: wishlist.items.some((item) => item.sku === parentSku),
    inCompare: compare.items.some((item) => item.sku === parentSku),
  };
  return <Actions {...props} state={state} run={(task) => void task(shop)} />;
}

function Actions(
  props: Props & {
    readonly state: ActionsState;
    readonly run: (task: (shop: ShopServices) => unknown) => void;
  },
) {
  const { state, run } = props;
  const parentSku = props.parent.sku;
  // a configurable product's variant on show: the wishlist's "Do koszyka" asks for the size from it
  const variants = (props.parent as { configurable_children?: readonly { sku?: unknown }[] })
    .configurable_children;
  const shownVariant =
    Array.isArray(variants) && variants.length > 0
      ? String(props.product.sku !== parentSku ? props.product.sku : (variants[0]?.sku ?? ""))
      : "";
  const [wishlistSaid, setWishlistSaid] = useState("");
  const customOptions = props.customOptions ?? [];
  const line = (): CartLine =>
    ({
      ...(props.product as CartLine),
      qty: 1,
      href: props.href,
      ...(customOptions.length > 0
        ? {
            ...(props.linePrice === undefined ? {} : { price_incl_tax: props.linePrice }),
            // Added to what the product already carries (a configurable's size and colour), not instead.
            product_option: {
              extension_attributes: {
                ...((props.product.product_option as { extension_attributes?: object } | undefined)
                  ?.extension_attributes ?? {}),
                custom_options: customOptions.map((o) => ({ ...o })),
              },
            },
          }
        : {}),
    }) as CartLine;
  return (
    <div className="product-actions" aria-busy={state.adding}>
      <AddToCart
        sku={props.sku}
        canAdd={props.canAdd}
        reason={props.reason}
        noScript={props.noScript}
        busy={state.adding}
        soldOut={props.outOfStock}
        onAdd={() => {
          if (props.beforeAdd && !props.beforeAdd()) return;
          run((shop) => shop.cart.addProduct(line()));
        }}
      />
      {props.outOfStock ? <BackInStock sku={props.sku} reason={props.reason} /> : null}
      <div className="product-actions__secondary">
        <button
          type="button"
          className={`button button--link wishlist-toggle${state.inWishlist ? " wishlist-toggle--on" : ""}`}
          aria-pressed={state.inWishlist}
          data-testid="wishlist-toggle"
          onClick={() =>
            run((shop) => {
              // said aloud and shown (issue 32: adding gave no confirmation)
              setWishlistSaid(state.inWishlist ? pl.shared.wishlist.removed : pl.shared.wishlist.added);
              return state.inWishlist
                ? shop.wishlist.remove(parentSku)
                : shop.wishlist.add({
                    sku: parentSku,
                    id: typeof props.parent.id === "number" ? props.parent.id : undefined,
                    name: String(props.parent.name ?? parentSku),
                    href: props.shown?.href ?? props.href,
                    image: props.shown?.image ?? String(props.parent.image ?? ""),
                    price_incl_tax: Number(props.product.price_incl_tax ?? 0),
                    ...(shownVariant ? { childSku: shownVariant } : {}),
                  });
            })
          }
        >
          <span aria-hidden="true" className="wishlist-toggle__heart">
            {state.inWishlist ? "♥" : "♡"}
          </span>{" "}
          {state.inWishlist ? pl.shared.wishlist.remove : pl.shared.wishlist.add}
        </button>
        <button
          type="button"
          className="button button--link"
          aria-pressed={state.inCompare}
          onClick={() =>
            run((shop) =>
              state.inCompare
                ? shop.compare.remove(parentSku)
                : shop.compare.add({
                    sku: parentSku,
                    name: String(props.parent.name ?? parentSku),
                    href: props.shown?.href ?? props.href,
                    ...(props.shown?.image ? { image: props.shown.image } : {}),
                    price_incl_tax: Number(props.product.price_incl_tax ?? 0),
                  }),
            )
          }
        >
          {state.inCompare ? pl.shared.compare.remove : pl.shared.compare.add}
        </button>
      </div>
      <p className="product-actions__said" role="status" data-testid="wishlist-said">
        {wishlistSaid}
      </p>
    </div>
  );
}
