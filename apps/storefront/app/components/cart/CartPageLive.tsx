import { useState } from "react";
import { Link } from "react-router";
import { plTx } from "../../i18n/pl.transactions";
import { useJoinNoScriptCart } from "../../state/cart/useJoinNoScriptCart";
import { useCart, useStarted } from "../../state/shop/useShopState";
import { CartLines } from "./CartLines";
import { CartTotals } from "./CartTotals";
import { CouponForm } from "./CouponForm";

/**
 * The live cart of `/koszyk` (the browser's cart): its lines, coupon, totals and the way on. Loaded after
 * the page's first paint (`routes/cart.tsx`, `React.lazy`) with the shopper code it needs; until the cart
 * is known it draws what `CartPagePending` draws (the server's HTML), so nothing moves when it arrives.
 *
 * @example
 * <CartPageLive noScriptLines={0} placeholderLines={2} />
 */
export function CartPageLive(props: {
  /** Lines of the cart filled without JavaScript, joining this one (the page's server data). */
  readonly noScriptLines: number;
  /** Placeholder lines while the cart is not known (the server's hint). */
  readonly placeholderLines: number;
}) {
  const cart = useCart();
  // The page's data as this part first saw it: a revalidation of the route (another form's action) runs its
  // `clientLoader`, which knows no cart without JavaScript, and the join would lose its lines halfway (issue
  // 29: "Twój koszyk jest pusty." drawn between the placeholders and the joined lines, CLS 0.33 on a phone).
  const [noScriptLines] = useState(props.noScriptLines);
  const [placeholderLines] = useState(() => Math.max(props.placeholderLines, noScriptLines));
  // With JavaScript running, the lines of the cart without it join the live cart (and leave that one).
  const joining = useJoinNoScriptCart(noScriptLines > 0);
  const known = useStarted() && !joining;
  return (
    <div className="cart-page__live">
      <CartLines idPrefix="cart" pending={joining} placeholderLines={placeholderLines} />
      {known ? (
        <>
          <CouponForm idPrefix="cart" />
          <CartTotals />
        </>
      ) : (
        // the coupon field's and the totals' place, while the cart is not known (issue 32)
        <div className="cart-page__pending" aria-hidden="true" />
      )}
      {cart.items.length > 0 ? (
        <Link to="/checkout" className="button button--primary">
          {plTx.cart.toCheckout}
        </Link>
      ) : !known ? (
        // holds the button's place (no "Przejdź do zakupów" for a cart not yet known)
        <span className="button cart-page__action-placeholder" aria-hidden="true" />
      ) : (
        <Link to="/" className="button">
          {plTx.cart.toShop}
        </Link>
      )}
    </div>
  );
}
