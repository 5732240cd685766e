import { formatPostcode } from "@outlet/checkout";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { addressBookWith, addressFormErrors } from "../components/account/addressBook";
import { Checkbox, ErrorSummary, Field, SelectField } from "../components/forms/Field";
import { useFormErrors } from "../components/forms/useFormErrors";
import { plTx } from "../i18n/pl.transactions";
import { useShop } from "../state/shop/ShopProvider";
import { useUser } from "../state/shop/useShopState";

/** `/account/addresses/edit/{id?}`: edit an address, or add one without an id. */
export default function AccountAddressEditRoute() {
  const shop = useShop();
  const user = useUser();
  const navigate = useNavigate();
  const { id } = useParams();
  const existing = (user.current?.addresses ?? []).find((address) => String(address.id) === id);
  const [values, setValues] = useState({
    firstname: existing?.firstname ?? user.current?.firstname ?? "",
    lastname: existing?.lastname ?? user.current?.lastname ?? "",
    street: existing?.street?.[0] ?? "",
    house: existing?.street?.[1] ?? "",
    postcode: existing?.postcode ?? "",
    city: existing?.city ?? "",
    telephone: String(existing?.telephone ?? ""),
  });
  const [isDefault, setDefault] = useState(Boolean(existing?.default_shipping));
  const form = useFormErrors<keyof typeof values>();
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.clear(field);
  };
  return (
    <section aria-labelledby="address-title">
      <h1 id="address-title" className="page-title" tabIndex={-1}>
        {existing ? plTx.account.editAddress : plTx.account.addAddress}
      </h1>
      <form
        ref={form.ref}
        noValidate
        className="account-form"
        onSubmit={async (event) => {
          event.preventDefault();
          const ok = form.check(addressFormErrors(values));
          const current = shop.user.state.current;
          if (!ok || !current) return;
          await shop.user.updateProfile(
            { ...current, addresses: addressBookWith(current.addresses ?? [], existing, values, isDefault) },
            { notice: "addressSaved" },
          );
          navigate("/account/addresses");
        }}
      >
        <ErrorSummary count={form.count} />
        <Field
          id="address-firstname"
          label={plTx.field.firstName ?? ""}
          value={values.firstname}
          error={form.errors.firstname}
          autoComplete="given-name"
          required
          onValueChange={set("firstname")}
        />
        <Field
          id="address-lastname"
          label={plTx.field.lastName ?? ""}
          value={values.lastname}
          error={form.errors.lastname}
          autoComplete="family-name"
          required
          onValueChange={set("lastname")}
        />
        <Field
          id="address-street"
          label={plTx.field.streetAddress ?? ""}
          value={values.street}
          error={form.errors.street}
          autoComplete="address-line1"
          required
          onValueChange={set("street")}
        />
        <Field
          id="address-house"
          label={plTx.field.apartmentNumber ?? ""}
          value={values.house}
          error={form.errors.house}
          autoComplete="address-line2"
          required
          onValueChange={set("house")}
        />
        <Field
          id="address-postcode"
          label={plTx.field.zipCode ?? ""}
          value={values.postcode}
          error={form.errors.postcode}
          autoComplete="postal-code"
          inputMode="numeric"
          required
          onValueChange={(value) => set("postcode")(formatPostcode(value, "PL"))}
        />
        <Field
          id="address-city"
          label={plTx.field.city ?? ""}
          value={values.city}
          error={form.errors.city}
          autoComplete="address-level2"
          required
          onValueChange={set("city")}
        />
        <SelectField
          id="address-country"
          label={plTx.field.country ?? ""}
          value="PL"
          options={[{ value: "PL", label: "Polska" }]}
          onValueChange={() => {}}
        />
        <Field
          id="address-telephone"
          type="tel"
          label={plTx.field.phoneNumber ?? ""}
          value={values.telephone}
          error={form.errors.telephone}
          autoComplete="tel"
          inputMode="tel"
          onValueChange={set("telephone")}
        />
        <Checkbox
          id="address-default"
          label={plTx.account.defaultShipping}
          checked={isDefault}
          onCheckedChange={setDefault}
        />
        <button type="submit" className="button button--primary">
          {plTx.account.save}
        </button>
      </form>
    </section>
  );
}
