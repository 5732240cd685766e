import { useSnapshot } from "valtio";
import { plTx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { Field } from "../forms/Field";
import { fieldError } from "./checkoutFields";

/**
 * The collection point of a store pickup (issue 12), in place of the shipping address: the store's name,
 * address and opening hours and when the order is ready, with the recipient's optional phone. The recipient
 * is the shopper of the personal details; no home address is asked.
 *
 * @example
 * {shop.checkout.pickupLocation() ? <PickupSection /> : <AddressFields section="shippingDetails" prefix="shipping" />}
 */
export function PickupSection() {
  const shop = useShop();
  // Controlled inputs read the store: sync renders, or a keystroke can be rendered over by the old value.
  const snap = useSnapshot(shop.checkout.state, { sync: true });
  const store = shop.checkout.pickupLocation();
  if (!store) return null;
  const t = plTx.checkout.pickup;
  return (
    <fieldset className="checkout__section checkout__pickup" data-testid="pickup-section">
      <legend>{t.title}</legend>
      <address className="checkout__pickup-store" data-testid="pickup-store">
        <strong>{store.name}</strong>
        <span>
          {store.street} {store.house}
        </span>
        <span>
          {store.postcode} {store.city}
        </span>
      </address>
      {store.opening_hours.length > 0 ? (
        <p className="checkout__pickup-hours">
          {t.hours}: {store.opening_hours.join(", ")}
        </p>
      ) : null}
      {store.ready_in ? <p className="checkout__pickup-ready">{store.ready_in}</p> : null}
      <p className="checkout__pickup-recipient">
        {t.recipient(
          `${snap.details.personalDetails.firstName} ${snap.details.personalDetails.lastName}`.trim(),
        )}
        <br />
        {t.bring}
      </p>
      <Field
        id="shipping-phoneNumber"
        type="tel"
        inputMode="tel"
        label={plTx.field.phoneNumber ?? ""}
        hint={t.phoneHint}
        value={snap.details.shippingDetails.phoneNumber}
        error={fieldError(snap.errors?.shipping.phoneNumber)}
        autoComplete="shipping tel"
        onValueChange={(value) => shop.checkout.setField("shippingDetails", "phoneNumber", value)}
      />
    </fieldset>
  );
}
