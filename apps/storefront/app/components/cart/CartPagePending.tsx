import { CartLinesPlaceholder } from "./CartLinesPlaceholder";

/**
 * The live cart's place on `/koszyk` while the cart is not known: placeholder lines, the coupon field's and
 * the totals' room (issue 32) and the button's, and never "Przejdź do zakupów" for a cart not yet known.
 * Drawn by the server and by the page until its live part (`CartPageLive`) and the shopper code have
 * loaded; needs no shopper code itself (issue 29).
 *
 * @example
 * <CartPagePending placeholderLines={2} />
 */
export function CartPagePending(props: {
  /** Placeholder lines (the hint, or the lines of the cart filled without JavaScript). */
  readonly placeholderLines: number;
}) {
  return (
    <div className="cart-page__live">
      <CartLinesPlaceholder lines={props.placeholderLines} />
      <div className="cart-page__pending" aria-hidden="true" />
      <span className="button cart-page__action-placeholder" aria-hidden="true" />
    </div>
  );
}
