import { formRules } from "@outlet/checkout";
import { useState } from "react";
import { plTx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { useUser } from "../../state/shop/useShopState";
import { ErrorSummary, Field } from "../forms/Field";
import { useFormErrors } from "../forms/useFormErrors";

const { email: emailRule, firstError, minLength, required } = formRules;

/**
 * The profile: only firstname, lastname and e-mail are edited here (addresses have their own page);
 * the update is queued (behaviour.md §12.3).
 *
 * @example
 * <ProfileForm />
 */
export function ProfileForm() {
  const shop = useShop();
  const user = useUser();
  const current = user.current;
  const [values, setValues] = useState({
    firstname: current?.firstname ?? "",
    lastname: current?.lastname ?? "",
    email: current?.email ?? "",
  });
  const form = useFormErrors<keyof typeof values>();
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  return (
    <form
      ref={form.ref}
      noValidate
      className="account-form"
      onSubmit={async (event) => {
        event.preventDefault();
        const ok = form.check({
          firstname: firstError(
            required(values.firstname),
            minLength(values.firstname, 2, "Name must have at least 2 letters."),
          ),
          lastname: required(values.lastname),
          email: firstError(required(values.email), emailRule(values.email)),
        });
        if (!ok || !shop.user.state.current) return;
        await shop.user.updateProfile({ ...shop.user.state.current, ...values });
      }}
    >
      <ErrorSummary count={form.count} />
      <Field
        id="profile-firstname"
        label={plTx.field.firstName ?? ""}
        value={values.firstname}
        error={form.errors.firstname}
        autoComplete="given-name"
        required
        onValueChange={set("firstname")}
      />
      <Field
        id="profile-lastname"
        label={plTx.field.lastName ?? ""}
        value={values.lastname}
        error={form.errors.lastname}
        autoComplete="family-name"
        required
        onValueChange={set("lastname")}
      />
      <Field
        id="profile-email"
        type="email"
        label={plTx.field.email ?? ""}
        value={values.email}
        error={form.errors.email}
        autoComplete="email"
        required
        onValueChange={set("email")}
      />
      <button type="submit" className="button button--primary">
        {plTx.account.save}
      </button>
    </form>
  );
}
