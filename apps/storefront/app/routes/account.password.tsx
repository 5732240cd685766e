import { formRules } from "@outlet/checkout";
import { useState } from "react";
import { ErrorSummary, Field } from "../components/forms/Field";
import { useFormErrors } from "../components/forms/useFormErrors";
import { plTx } from "../i18n/pl.transactions";
import { useShop } from "../state/shop/ShopProvider";

const { firstError, password: passwordRule, required, sameAs } = formRules;

/** `/account/password`: change the password (blocked offline, behaviour.md §12.3). */
export default function AccountPasswordRoute() {
  const shop = useShop();
  const [values, setValues] = useState({ current: "", next: "", confirmation: "" });
  const form = useFormErrors<keyof typeof values>();
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  return (
    <section aria-labelledby="password-title">
      <h1 id="password-title" className="page-title" tabIndex={-1}>
        {plTx.account.password}
      </h1>
      <form
        ref={form.ref}
        noValidate
        className="account-form"
        onSubmit={async (event) => {
          event.preventDefault();
          const ok = form.check({
            current: required(values.current),
            next: firstError(required(values.next), passwordRule(values.next)),
            confirmation: firstError(required(values.confirmation), sameAs(values.confirmation, values.next)),
          });
          if (!ok) return;
          const outcome = await shop.user.changePassword({
            currentPassword: values.current,
            newPassword: values.next,
          });
          if (outcome.ok) setValues({ current: "", next: "", confirmation: "" });
          // A wrong current password (or the policy's refusal) is marked at its field (api-contract.md §4.11).
          else form.check({ current: outcome.fields.currentPassword, next: outcome.fields.newPassword });
        }}
      >
        <ErrorSummary count={form.count} />
        <Field
          id="password-current"
          type="password"
          label={plTx.field.currentPassword ?? ""}
          value={values.current}
          error={form.errors.current}
          autoComplete="current-password"
          required
          onValueChange={set("current")}
        />
        <Field
          id="password-new"
          type="password"
          label={plTx.field.newPassword ?? ""}
          value={values.next}
          error={form.errors.next}
          autoComplete="new-password"
          required
          onValueChange={set("next")}
        />
        <Field
          id="password-confirmation"
          type="password"
          label={plTx.field.passwordConfirmation ?? ""}
          value={values.confirmation}
          error={form.errors.confirmation}
          autoComplete="new-password"
          required
          onValueChange={set("confirmation")}
        />
        <button type="submit" className="button button--primary">
          {plTx.account.save}
        </button>
      </form>
    </section>
  );
}
