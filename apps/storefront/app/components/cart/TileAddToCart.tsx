import { useState } from "react";
import { plTx } from "../../i18n/pl.transactions";
import { useShopLoader } from "../../state/shop/shopContext";

/**
 * Add to cart from a listing tile: the product is looked up by its own (parent) sku and added with the
 * variant the tile shows (the same validation and stock outcomes as on the product page, behaviour.md
 * §9.6–§9.7).
 *
 * @example
 * <TileAddToCart sku="SUK-0933" childSku="SUK-0933-CZA-M" name="Sukienka dzianinowa Alicja" />
 */
export function TileAddToCart(props: {
  /** The catalogue product's sku (the parent's for a configurable product). */
  readonly sku: string;
  /** The child the tile shows. @default null (no variants) */
  readonly childSku?: string | null;
  readonly name: string;
}) {
  // Rendered before the shopper code has loaded (catalogue pages load it after hydration); a click waits.
  const load = useShopLoader();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--small product-tile__add"
      aria-label={plTx.cart.addNamed(props.name)}
      // Not `disabled`: a disabled button loses keyboard focus (to <body>) while the add runs.
      aria-disabled={busy || undefined}
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        try {
          await (await load()).addBySku(props.sku, props.childSku ?? null);
        } finally {
          setBusy(false);
        }
      }}
    >
      {plTx.cart.add}
    </button>
  );
}
