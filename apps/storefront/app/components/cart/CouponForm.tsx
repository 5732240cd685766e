import { useState } from "react";
import { plTx, tx } from "../../i18n/pl.transactions";
import { useCart } from "../../state/shop/useShopState";
import { fieldControlProps } from "../forms/Field";

/**
 * Apply or remove a coupon (behaviour.md §9.15); a refused code shows why — incorrect, or already used
 * (`coupon_used`, after-sales-and-law.md §7) — once, at the field (`aria-invalid`, `aria-describedby`),
 * until the code is changed (issue 32: no second notification over "Przejdź do kasy").
 *
 * @example
 * <CouponForm idPrefix="cart" />
 */
export function CouponForm(props: { readonly idPrefix: string }) {
  const cart = useCart();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
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
  const apply = () =>
    void cart.store.applyCoupon(code).then((refusal) => {
      setError(refusal === null ? null : tx(refusal));
      if (refusal === null) setCode("");
    });
  const control = fieldControlProps({ id, label: plTx.cart.coupon, error });
  // Not a form: the coupon also sits inside the checkout form, and forms cannot nest.
  return (
    <div className={`field coupon-form${error ? " field--invalid" : ""}`}>
      <label htmlFor={id}>{plTx.cart.coupon}</label>
      <div className="coupon-form__row">
        <input
          {...control}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
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
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
