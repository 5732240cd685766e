import { Link } from "react-router";
import { plTx } from "../../i18n/pl.transactions";

/**
 * What `/koszyk` shows for an empty cart: the message and the way back to shopping. Drawn by the live cart
 * once it knows the cart is empty, and before that when the cart's hint cookie said 0 lines, so a shopper
 * with an empty cart sees no placeholder collapse into it (CLS 0.17 on a phone).
 *
 * @example
 * <div className="cart-page__live"><CartPageEmpty /></div>
 */
export function CartPageEmpty() {
  return (
    <>
      <p className="cart__empty">{plTx.cart.empty}</p>
      <Link to="/" className="button">
        {plTx.cart.toShop}
      </Link>
    </>
  );
}
