import { formatPrice } from "@outlet/formatting";
import { useSnapshot } from "valtio";
import { plTx, tx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { useCart } from "../../state/shop/useShopState";
import { InpostLockerFinder } from "./InpostLockerFinder";

/**
 * The shipping methods the cart may use (behaviour.md §10.2), the error at its field, and the InPost locker finder for a locker delivery. Nothing for a virtual cart.
 *
 * @example
 * <ShippingMethodSection />
 */
export function ShippingMethodSection() {
  const shop = useShop();
  // Controlled inputs read the store: sync renders, or a keystroke can be rendered over by the old value.
  const snap = useSnapshot(shop.checkout.state, { sync: true });
  const cart = useCart();
  // chosenShipping() reads the proxy: reading its input through the snapshot makes a new choice re-render
  // the radios (valtio re-renders only for what the render read from the snapshot).
  void snap.shippingChoice;
  const errors = snap.errors;
  const shippingMethods = snap.details.shippingMethods;
  const chosenShipping = shop.checkout.chosenShipping();
  if (cart.isVirtual) return null;
  return (
    <fieldset
      className="checkout__section"
      aria-describedby={errors?.shipping.shippingMethod ? "shipping-method-error" : undefined}
    >
      <legend>{plTx.checkout.shippingMethod}</legend>
      {shippingMethods.map((method) => {
        const id = `shipping-method-${method.carrier_code}-${method.method_code}`;
        const checked =
          chosenShipping?.carrier_code === method.carrier_code &&
          chosenShipping.method_code === method.method_code;
        return (
          <div key={id} className="field field--radio">
            <input
              type="radio"
              id={id}
              name="shipping-method"
              checked={checked}
              onChange={() => void shop.checkout.chooseShipping(method)}
            />
            <label htmlFor={id}>
              {method.method_title} — {formatPrice(Number(method.price_incl_tax ?? 0))}
            </label>
          </div>
        );
      })}
      {errors?.shipping.shippingMethod ? (
        <p id="shipping-method-error" className="field__error">
          {tx(errors.shipping.shippingMethod)}
        </p>
      ) : null}
      {shop.checkout.isLockerDelivery() ? <InpostLockerFinder /> : null}
    </fieldset>
  );
}
