import type { CartLine } from "@outlet/cart-merge";
import { useState } from "react";
import { plTx } from "../../i18n/pl.transactions";
import { MAX_QTY } from "../../state/cart/cartStoreDeps";
import type { ShopServices } from "../../state/shop/createShopServices";

/** The most a line may hold when its stock is not known (the server keeps the last word). */
const UNKNOWN_MAX = 999;

/** The quantity limit a line carries (its known stock or sale limit), else {@link UNKNOWN_MAX}. */
function maxOf(line: CartLine): number {
  const max = (line as Record<string, unknown>)[MAX_QTY];
  return typeof max === "number" && max >= 1 ? max : UNKNOWN_MAX;
}

/**
 * A cart line's quantity as a −/+ stepper around the number field (issue 12: the phone cart's field was
 * tiny). Each button is a 44×44 px touch target with a Polish name; the field still takes typing and the
 * arrow keys. "−" stops at 1 (removal is the line's own button); "+" at the line's stock looks unavailable
 * but stays focusable, and pressing it says why (the store refuses above the known stock with its
 * message). While a change is on its way (until the totals are back) both buttons look unavailable and
 * ignore presses, as the shop's other stepper-carts do, so a press never works from a stale quantity.
 *
 * @example
 * <CartQuantityStepper line={line} name="Koszula w kratę" id="cart-qty-0" store={cart.store} />
 */
export function CartQuantityStepper(props: {
  readonly line: CartLine;
  readonly name: string;
  readonly id: string;
  readonly store: ShopServices["cart"];
}) {
  const { line, name, store } = props;
  const [busy, setBusy] = useState(false);
  const qty = Number(line.qty ?? 1);
  const max = maxOf(line);
  const change = (next: number): void => {
    if (busy) return;
    setBusy(true);
    void store.updateQuantity(line, next).finally(() => setBusy(false));
  };
  return (
    <div className="qty-stepper" aria-busy={busy || undefined}>
      <button
        type="button"
        className="qty-stepper__button"
        aria-label={plTx.cart.decreaseOf(name)}
        aria-disabled={qty <= 1 || busy || undefined}
        data-testid="line-qty-decrease"
        onClick={() => {
          if (qty > 1) change(qty - 1);
        }}
      >
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={props.id} className="visually-hidden">
        {plTx.cart.quantityOf(name)}
      </label>
      <input
        id={props.id}
        className="qty-stepper__input"
        type="number"
        min={1}
        max={max}
        inputMode="numeric"
        data-testid="line-qty"
        value={String(line.qty ?? 1)}
        onChange={(event) => {
          const next = Number.parseInt(event.target.value, 10);
          if (Number.isFinite(next)) void store.updateQuantity(line, next);
        }}
      />
      <button
        type="button"
        className="qty-stepper__button"
        aria-label={plTx.cart.increaseOf(name)}
        aria-disabled={qty >= max || busy || undefined}
        data-testid="line-qty-increase"
        onClick={() => change(qty + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
