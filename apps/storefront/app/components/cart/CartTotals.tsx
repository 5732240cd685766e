import { formatPrice } from "@outlet/formatting";
import { Fragment } from "react";
import { plTx } from "../../i18n/pl.transactions";
import { useCart } from "../../state/shop/useShopState";

const LOCAL_TITLES = new Set(["Subtotal incl. tax", "Grand total"]);

/** The server's own title; the Polish name for the local fallback's English titles. */
function segmentTitle(code: string, title: string | undefined): string {
  if (!title || LOCAL_TITLES.has(title)) return plTx.cart.segment[code] ?? code;
  return title;
}

/**
 * The totals: the server's segments in their order with their titles when synced and online, otherwise
 * the local fallback (behaviour.md §9.14), never recomputed here. The VAT the total contains is read under
 * it, smaller („Do zapłaty” then „w tym VAT”, `@outlet/cart-merge` `totalsLayout`). While the server's totals no
 * longer count the lines (`totalsOutdated`: after a removal or a quantity change) a status under them says
 * they are being counted again.
 *
 * @example
 * <CartTotals />
 */
export function CartTotals() {
  const cart = useCart();
  if (cart.items.length === 0) return null;
  const { rows, includedTax } = cart.totals;
  // after a cart's first add the delivery's price comes a moment later: its row says it is coming
  const deliveryComing = cart.deliveryPending && !rows.some((segment) => segment.code === "shipping");
  return (
    <>
      <dl
        className="cart-totals"
        aria-label={plTx.cart.totals}
        aria-busy={deliveryComing || cart.recounting || undefined}
      >
        {rows.map((segment, index) => (
          <Fragment key={segment.code}>
            <div className={`cart-totals__row cart-totals__row--${segment.code}`} data-code={segment.code}>
              <dt>{segmentTitle(segment.code, segment.title)}</dt>
              <dd>{formatPrice(segment.value)}</dd>
            </div>
            {/* where the server puts the delivery: after the products' value */}
            {deliveryComing && index === 0 ? (
              <div className="cart-totals__row cart-totals__row--shipping" data-code="shipping-pending">
                <dt>{plTx.cart.segment.shipping}</dt>
                <dd>{plTx.cart.deliveryPending}</dd>
              </div>
            ) : null}
          </Fragment>
        ))}
        {includedTax ? (
          <div
            className={`cart-totals__row cart-totals__row--${includedTax.code} cart-totals__row--included`}
            data-code={includedTax.code}
          >
            <dt>{segmentTitle(includedTax.code, includedTax.title)}</dt>
            <dd>{formatPrice(includedTax.value)}</dd>
          </div>
        ) : null}
      </dl>
      {/* the server's totals stay until its new count comes (a removal, a quantity): said, not left silent */}
      <p className="cart-totals__status" role="status">
        {cart.recounting ? plTx.cart.recounting : ""}
      </p>
    </>
  );
}
