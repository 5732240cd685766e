import { useSnapshot } from "valtio";
import { plTx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { Field, SelectField } from "../forms/Field";
import { ADDRESS_FIELDS, COUNTRY_OPTIONS, fieldError } from "./checkoutFields";

type AddressSection = "shippingDetails" | "paymentDetails";

/**
 * The address fields of a section (shipping or payment), with the section's errors.
 *
 * @example
 * <AddressFields section="shippingDetails" prefix="shipping" />
 */
export function AddressFields(props: { readonly section: AddressSection; readonly prefix: string }) {
  const shop = useShop();
  // Controlled inputs read the store: sync renders, or a keystroke can be rendered over by the old value.
  const snap = useSnapshot(shop.checkout.state, { sync: true });
  const details = snap.details[props.section] as unknown as Record<string, string>;
  // the courier calls before delivering (issue 32): the shipping address's phone is required
  const shipping = props.section === "shippingDetails";
  const errors = (props.section === "shippingDetails" ? snap.errors?.shipping : snap.errors?.payment) as
    | Record<string, string | undefined>
    | undefined;
  return (
    <>
      {ADDRESS_FIELDS.map(([field, autoComplete]) => (
        <Field
          key={field}
          id={`${props.prefix}-${field}`}
          label={plTx.field[field] ?? field}
          value={details[field] ?? ""}
          error={fieldError(errors?.[field])}
          autoComplete={`${props.prefix === "shipping" ? "shipping" : "billing"} ${autoComplete}`}
          required={field !== "phoneNumber" || shipping}
          hint={field === "phoneNumber" && shipping ? plTx.checkout.courierPhoneHint : undefined}
          type={field === "phoneNumber" ? "tel" : "text"}
          inputMode={field === "phoneNumber" ? "tel" : field === "zipCode" ? "numeric" : undefined}
          onValueChange={(value) => shop.checkout.setField(props.section, field, value)}
        />
      ))}
      <SelectField
        id={`${props.prefix}-country`}
        label={plTx.field.country ?? ""}
        value={details.country || "PL"}
        options={COUNTRY_OPTIONS}
        error={fieldError(errors?.country)}
        onValueChange={(value) => shop.checkout.setField(props.section, "country", value)}
      />
    </>
  );
}
