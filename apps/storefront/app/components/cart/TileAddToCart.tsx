import { useState } from "react";
import { plTx } from "../../i18n/pl.transactions";
import { useOptionalShop } from "../../state/shop/ShopProvider";

/**
 * Add to cart from a listing tile: the product is looked up by sku and added with its preselected variant
 * (the same validation and stock outcomes as on the product page, behaviour.md §9.6–§9.7).
 *
 * @example
 * <TileAddToCart sku="SZA-2892" name="Żółta chusta" />
 */
export function TileAddToCart(props: { readonly sku: string; readonly name: string }) {
  const shop = useOptionalShop();
  const [busy, setBusy] = useState(false);
  if (!shop) return null;
  return (
    <button
      type="button"
      className="button button--small product-tile__add"
      aria-label={plTx.cart.addNamed(props.name)}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await shop.addBySku(props.sku);
        } finally {
          setBusy(false);
        }
      }}
    >
      {plTx.cart.add}
    </button>
  );
}
