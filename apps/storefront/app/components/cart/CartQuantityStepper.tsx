import type { CartLine } from "@outlet/cart-merge";
import { useEffect, useRef, useState } from "react";
import { plTx } from "../../i18n/pl.transactions";
import { PAGE_LEAVING } from "../../lib/pageLeaving";
import { MAX_QTY } from "../../state/cart/cartStoreDeps";
import type { ShopServices } from "../../state/shop/createShopServices";

/** The most a line may hold when its stock is not known (the server keeps the last word). */
const UNKNOWN_MAX = 999;

/**
 * How long typing may pause before the typed quantity is sent (session 34's pass: every key sent its own
 * update, so typing 12 sent 1 first, and the field showed 1 while that was out).
 */
const TYPING_PAUSE_MS = 500;

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
 * ignore presses, as the shop's other stepper-carts do, so a press never works from a stale quantity. A typed
 * quantity stays in the field as typed and is sent once typing pauses (`TYPING_PAUSE_MS`), on Enter, when the
 * field is left, and when the page is hidden; when it is left, the cart keeps it for the next page to send
 * (`PAGE_LEAVING`), so a tab closed right after typing keeps it.
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
  // what is typed, shown until its change has settled; `null`: the line's quantity
  const [draft, setDraft] = useState<string | null>(null);
  const typed = useRef<{ value: string | null; timer: ReturnType<typeof setTimeout> | null }>({
    value: null,
    timer: null,
  });
  const qty = Number(line.qty ?? 1);
  const max = maxOf(line);
  const change = (next: number): void => {
    if (busy) return;
    // a typed quantity not sent yet is what −/+ step from, and is replaced by their change
    const pending = typed.current;
    if (pending.timer) clearTimeout(pending.timer);
    pending.timer = null;
    pending.value = null;
    setDraft(null);
    setBusy(true);
    void store.updateQuantity(line, next).finally(() => setBusy(false));
  };
  /** The quantity −/+ step from: what is typed when it reads as a number, else the line's. */
  const base = (): number => {
    const typedQty = draft === null ? Number.NaN : Number.parseInt(draft, 10);
    return Number.isFinite(typedQty) ? typedQty : qty;
  };
  /**
   * Sends what is typed (once); a blank or unreadable field shows the line's quantity again. When the page is
   * going (`leaving`) the cart only keeps it, at once, for the next page to send: a request would be cut off,
   * and the browser runs no promise callback before the page's storage is written on `pagehide`.
   */
  const sendTyped = useRef((_leaving?: boolean) => {});
  sendTyped.current = (leaving = false) => {
    const pending = typed.current;
    if (pending.timer) clearTimeout(pending.timer);
    pending.timer = null;
    const value = pending.value;
    if (value === null) return;
    const next = Number.parseInt(value, 10);
    const settle = () => {
      if (typed.current.value !== value) return;
      typed.current.value = null;
      setDraft(null);
    };
    if (!Number.isFinite(next)) settle();
    else if (leaving) store.keepQuantity(line, next);
    else void store.updateQuantity(line, next).finally(settle);
  };
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === "hidden") sendTyped.current();
    };
    const onLeave = () => sendTyped.current(true);
    // fired on `pagehide` before the shop writes the cart's storage (`lib/pageLeaving.ts`)
    window.addEventListener(PAGE_LEAVING, onLeave);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener(PAGE_LEAVING, onLeave);
      document.removeEventListener("visibilitychange", onHidden);
      sendTyped.current();
    };
  }, []);
  return (
    <div className="qty-stepper" aria-busy={busy || undefined}>
      <button
        type="button"
        className="qty-stepper__button"
        aria-label={plTx.cart.decreaseOf(name)}
        aria-disabled={qty <= 1 || busy || undefined}
        data-testid="line-qty-decrease"
        onClick={() => {
          if (base() > 1) change(base() - 1);
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
        value={draft ?? String(line.qty ?? 1)}
        onChange={(event) => {
          const pending = typed.current;
          pending.value = event.target.value;
          setDraft(event.target.value);
          if (pending.timer) clearTimeout(pending.timer);
          pending.timer = setTimeout(() => sendTyped.current(), TYPING_PAUSE_MS);
        }}
        onBlur={() => sendTyped.current()}
        onKeyDown={(event) => {
          if (event.key === "Enter") sendTyped.current();
        }}
      />
      <button
        type="button"
        className="qty-stepper__button"
        aria-label={plTx.cart.increaseOf(name)}
        aria-disabled={qty >= max || busy || undefined}
        data-testid="line-qty-increase"
        onClick={() => change(base() + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
