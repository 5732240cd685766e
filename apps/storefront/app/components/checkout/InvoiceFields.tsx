import { formatPostcode } from "@outlet/checkout";
import { useSnapshot } from "valtio";
import { plTx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { Checkbox, Field, SelectField } from "../forms/Field";
import { COUNTRY_OPTIONS, fieldError } from "./checkoutFields";

/**
 * The company invoice switch and, when it is on, the company, NIP and address fields with their errors (transactions.md §2).
 *
 * @example
 * <InvoiceFields />
 */
export function InvoiceFields() {
  const shop = useShop();
  // Controlled inputs read the store: sync renders, or a keystroke can be rendered over by the old value.
  const snap = useSnapshot(shop.checkout.state, { sync: true });
  const errors = snap.errors;
  return (
    <>
      <Checkbox
        id="invoice-enabled"
        label={plTx.checkout.invoice}
        checked={snap.invoice.enabled}
        onCheckedChange={(v) => {
          shop.checkout.state.invoice = { ...shop.checkout.state.invoice, enabled: v };
        }}
      />
      {snap.invoice.enabled ? (
        <div className="checkout__invoice">
          {(
            [
              ["companyName", plTx.checkout.companyName, "organization"],
              ["vatId", plTx.checkout.vatId, "off"],
              ["street", plTx.checkout.street, "address-line1"],
              ["house", plTx.checkout.house, "address-line2"],
              ["zipCode", plTx.field.zipCode ?? "", "postal-code"],
              ["city", plTx.field.city ?? "", "address-level2"],
            ] as const
          ).map(([field, label, autoComplete]) => (
            <Field
              key={field}
              id={`invoice-${field}`}
              label={label}
              value={snap.invoice[field]}
              error={fieldError(errors?.invoice[field])}
              autoComplete={autoComplete}
              required
              inputMode={field === "vatId" || field === "zipCode" ? "numeric" : undefined}
              onValueChange={(v) => {
                const typed =
                  field === "zipCode" ? formatPostcode(v, shop.checkout.state.invoice.country_id) : v;
                shop.checkout.state.invoice = { ...shop.checkout.state.invoice, [field]: typed };
                shop.checkout.fieldChanged("invoice", field);
              }}
            />
          ))}
          <SelectField
            id="invoice-country_id"
            label={plTx.field.country ?? ""}
            value={snap.invoice.country_id}
            options={COUNTRY_OPTIONS}
            onValueChange={(value) => {
              shop.checkout.state.invoice = { ...shop.checkout.state.invoice, country_id: value };
            }}
          />
        </div>
      ) : null}
    </>
  );
}
