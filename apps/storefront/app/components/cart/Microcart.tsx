import { useCallback, useRef } from "react";
import { Link } from "react-router";
import { plTx } from "../../i18n/pl.transactions";
import { useRememberCartLines } from "../../state/cart/useRememberCartLines";
import { useCart } from "../../state/shop/useShopState";
import { CartLines } from "./CartLines";
import { CartTotals } from "./CartTotals";
import { CouponForm } from "./CouponForm";
import { useModalPanel } from "./useModalPanel";

/**
 * The header's cart button with the count (quantities or lines, behaviour.md §9.2) and the microcart
 * panel it opens. The count is 0 on the server and in the first browser render, so hydration matches.
 *
 * @example
 * <MicrocartButton />
 */
export function MicrocartButton() {
  const cart = useCart();
  // on every page: the cart page's server render learns how many lines to hold a place for
  useRememberCartLines(cart.items.length);
  return (
    <button
      type="button"
      className="cart-button"
      data-testid="microcart-button"
      aria-expanded={cart.isOpen}
      aria-controls="microcart"
      aria-label={plTx.cart.open(cart.count)}
      onClick={() => cart.store.toggleMicrocart()}
    >
      {plTx.cart.title}{" "}
      <span className="cart-button__count" data-testid="cart-count">
        {cart.count}
      </span>
    </button>
  );
}

/**
 * The microcart panel: lines, totals, coupon, and links to the cart and checkout.
 *
 * @example
 * <Microcart />
 */
export function Microcart() {
  const cart = useCart();
  const heading = useRef<HTMLHeadingElement | null>(null);
  const { store } = cart;
  const close = useCallback(() => store.toggleMicrocart(false), [store]);
  // A modal side panel: focus inside, Tab contained, Escape closes (not the Escape of the removal
  // confirmation above it), focus back to the opener.
  const { panelRef, onKeyDown } = useModalPanel({
    open: cart.isOpen,
    onClose: close,
    initialFocus: heading,
    fallbackSelector: '[data-testid="microcart-button"]',
  });
  if (!cart.isOpen) return null;
  return (
    <aside
      id="microcart"
      ref={panelRef}
      className="microcart"
      role="dialog"
      aria-modal="true"
      aria-labelledby="microcart-title"
      data-testid="microcart"
      onKeyDown={onKeyDown}
    >
      <div className="microcart__head">
        <h2 id="microcart-title" tabIndex={-1} ref={heading}>
          {plTx.cart.title}
        </h2>
        <button
          type="button"
          className="button button--link"
          onClick={() => cart.store.toggleMicrocart(false)}
        >
          {plTx.cart.close}
        </button>
      </div>
      <CartLines idPrefix="microcart" />
      <CouponForm idPrefix="microcart" />
      <CartTotals />
      {cart.items.length > 0 ? (
        <div className="microcart__actions">
          <Link to="/koszyk" className="button" onClick={() => cart.store.toggleMicrocart(false)}>
            {plTx.cart.toCart}
          </Link>
          <Link
            to="/checkout"
            className="button button--primary"
            onClick={() => cart.store.toggleMicrocart(false)}
          >
            {plTx.cart.toCheckout}
          </Link>
        </div>
      ) : (
        <div className="microcart__actions">
          <Link to="/" className="button" onClick={close}>
            {plTx.cart.toShop}
          </Link>
        </div>
      )}
    </aside>
  );
}
