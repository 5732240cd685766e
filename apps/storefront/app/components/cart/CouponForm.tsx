import { useState } from "react";
import { plTx } from "../../i18n/pl.transactions";
import { useCart } from "../../state/shop/useShopState";

/**
 * Apply or remove a coupon (behaviour.md §9.15); a wrong code shows the spec's message as a notification.
 *
 * @example
 * <CouponForm idPrefix="cart" />
 */
export function CouponForm(props: { readonly idPrefix: string }) {
  const cart = useCart();
  const [code, setCode] = useState("");
  if (cart.items.length === 0) return null;
  const id = `${props.idPrefix}-coupon`;
  if (cart.coupon) {
    return (
      <div className="coupon">
        <p data-testid="coupon-applied">{plTx.cart.couponApplied(cart.coupon.code)}</p>
        <button type="button" className="button button--link" onClick={() => void cart.store.removeCoupon()}>
          {plTx.cart.removeCoupon}
        </button>
      </div>
    );
  }
  const apply = () => void cart.store.applyCoupon(code).then((ok) => ok && setCode(""));
  // Not a form: the coupon also sits inside the checkout form, and forms cannot nest.
  return (
    <div className="coupon">
      <label htmlFor={id}>{plTx.cart.coupon}</label>
      <input
        id={id}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            apply();
          }
        }}
        autoComplete="off"
      />
      <button type="button" className="button" disabled={cart.couponBusy} onClick={apply}>
        {plTx.cart.applyCoupon}
      </button>
    </div>
  );
}
