import { useState } from "react";
import { plTx } from "../../i18n/pl.transactions";
import { useShopLoader } from "../../state/shop/shopContext";

/**
 * Add to cart from a listing tile: the product is looked up by sku and added with its preselected variant
 * (the same validation and stock outcomes as on the product page, behaviour.md §9.6–§9.7).
 *
 * @example
 * <TileAddToCart sku="SZA-2892" name="Żółta chusta" />
 */
export function TileAddToCart(props: { readonly sku: string; readonly name: string }) {
  // Rendered before the shopper code has loaded (catalogue pages load it after hydration); a click waits.
  const load = useShopLoader();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--small product-tile__add"
      aria-label={plTx.cart.addNamed(props.name)}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await (await load()).addBySku(props.sku);
        } finally {
          setBusy(false);
        }
      }}
    >
      {plTx.cart.add}
    </button>
  );
}
