import type { ReactNode } from "react";
import { pl } from "../../i18n/pl";

/** Where the add-to-cart form posts without JavaScript (`routes/cart.add.ts`). */
export const NOSCRIPT_ADD_ACTION = "/koszyk/dodaj";

/**
 * The add-to-cart button, in a real form: without JavaScript it posts the sku to `/koszyk/dodaj`, which adds
 * it to a server cart and shows `/koszyk`; with JavaScript the submit is taken over by `onAdd` (the cart
 * store). It is disabled when the product cannot be added (behaviour.md §9.6: unknown price, a product
 * error), with the reason under it. A sold-out variant has no button at all (the back-in-stock request takes
 * its place), except for a browser without JavaScript, whose variant list then names a size in stock.
 */
export function AddToCart(props: {
  readonly sku: string;
  readonly canAdd: boolean;
  readonly onAdd?: ((sku: string) => void) | undefined;
  /** Why the product cannot be added (shown and announced with the disabled button). @default none */
  readonly reason?: string | undefined;
  /** An add is running: the button stays focusable (aria-disabled) and ignores clicks. @default false */
  readonly busy?: boolean;
  /** What a browser without JavaScript needs in the form (`<noscript>`: a variant list, a note). @default none */
  readonly noScript?: ReactNode;
  /** The chosen variant is sold out: no button (the back-in-stock request says why). @default false */
  readonly soldOut?: boolean;
}) {
  const wired = props.onAdd !== undefined;
  const reason = wired && !props.canAdd && !props.soldOut ? props.reason : undefined;
  if (props.soldOut)
    return (
      <form className="add-to-cart add-to-cart--sold-out" method="post" action={NOSCRIPT_ADD_ACTION}>
        <input type="hidden" name="sku" value={props.sku} />
        {props.noScript}
        <noscript>
          <button type="submit" className="button button--primary add-to-cart__submit">
            {pl.product.addToCart}
          </button>
        </noscript>
      </form>
    );
  return (
    <form
      className="add-to-cart"
      method="post"
      action={NOSCRIPT_ADD_ACTION}
      onSubmit={(event) => {
        event.preventDefault();
        if (!props.busy && props.canAdd) props.onAdd?.(props.sku);
      }}
    >
      <input type="hidden" name="sku" value={props.sku} />
      {props.noScript}
      <button
        type="submit"
        className="button button--primary add-to-cart__submit"
        data-sku={props.sku}
        data-testid="add-to-cart"
        disabled={!props.canAdd || !wired}
        // Not `disabled` while adding: a disabled button drops keyboard focus to <body>.
        aria-disabled={props.busy || undefined}
        aria-describedby={!wired ? "add-to-cart-note" : reason ? "add-to-cart-reason" : undefined}
      >
        {pl.product.addToCart}
      </button>
      {reason ? (
        <p id="add-to-cart-reason" className="add-to-cart__reason" data-testid="add-to-cart-reason">
          {reason}
        </p>
      ) : null}
      {wired ? null : (
        <p id="add-to-cart-note" className="add-to-cart__note">
          {pl.product.addToCartSoon}
        </p>
      )}
    </form>
  );
}
