import { useSnapshot } from "valtio";
import { plTx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { Field } from "../forms/Field";
import { fieldError } from "./checkoutFields";

/**
 * The recipient of a parcel-locker delivery (issue 32), in place of the shipping address: the locker is
 * chosen above, the name and e-mail come from the personal details, so only the mobile number InPost
 * texts the pickup code to is asked.
 *
 * @example
 * {shop.checkout.delivery() === "locker" ? <LockerRecipientSection /> : <AddressFields section="shippingDetails" prefix="shipping" />}
 */
export function LockerRecipientSection() {
  const shop = useShop();
  // Controlled inputs read the store: sync renders, or a keystroke can be rendered over by the old value.
  const snap = useSnapshot(shop.checkout.state, { sync: true });
  return (
    <fieldset className="checkout__section" data-testid="locker-recipient">
      <legend>{plTx.checkout.lockerRecipient}</legend>
      <p>{plTx.checkout.lockerNoAddress}</p>
      <Field
        id="shipping-phoneNumber"
        type="tel"
        inputMode="tel"
        label={plTx.field.phoneNumber ?? ""}
        hint={plTx.checkout.lockerPhoneHint}
        value={snap.details.shippingDetails.phoneNumber}
        error={fieldError(snap.errors?.shipping.phoneNumber)}
        autoComplete="shipping tel"
        required
        onValueChange={(value) => shop.checkout.setField("shippingDetails", "phoneNumber", value)}
      />
    </fieldset>
  );
}
