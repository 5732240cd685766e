import { Link } from "react-router";
import { useSnapshot } from "valtio";
import { plTx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { useUser } from "../../state/shop/useShopState";
import { Checkbox, Field } from "../forms/Field";
import { fieldError } from "./checkoutFields";

/**
 * The personal details of the checkout (transactions.md §2): name, e-mail and, for a guest, the optional account with its password.
 *
 * @example
 * <PersonalDetailsSection />
 */
export function PersonalDetailsSection() {
  const shop = useShop();
  // Controlled inputs read the store: sync renders, or a keystroke can be rendered over by the old value.
  const snap = useSnapshot(shop.checkout.state, { sync: true });
  const user = useUser();
  const d = snap.details;
  const errors = snap.errors;
  return (
    <fieldset className="checkout__section">
      <legend>{plTx.checkout.personal}</legend>
      {user.isLoggedIn ? null : (
        // issue 32: a guest with an account logs in and comes back to the checkout; the cart stays
        <p className="checkout__have-account" data-testid="checkout-login">
          {plTx.checkout.haveAccount}{" "}
          <Link to={`/login?redirect=${encodeURIComponent("/checkout")}`}>{plTx.checkout.loginLink}</Link>
        </p>
      )}
      <Field
        id="personal-firstName"
        label={plTx.field.firstName ?? ""}
        value={d.personalDetails.firstName}
        error={fieldError(errors?.personal.firstName)}
        autoComplete="given-name"
        required
        onValueChange={(v) => shop.checkout.setField("personalDetails", "firstName", v)}
      />
      <Field
        id="personal-lastName"
        label={plTx.field.lastName ?? ""}
        value={d.personalDetails.lastName}
        error={fieldError(errors?.personal.lastName)}
        autoComplete="family-name"
        required
        onValueChange={(v) => shop.checkout.setField("personalDetails", "lastName", v)}
      />
      <Field
        id="personal-email"
        type="email"
        label={plTx.field.email ?? ""}
        value={d.personalDetails.emailAddress}
        error={fieldError(errors?.personal.emailAddress)}
        autoComplete="email"
        required
        onValueChange={(v) => shop.checkout.setField("personalDetails", "emailAddress", v)}
      />
      {user.isLoggedIn ? null : (
        <Checkbox
          id="personal-createAccount"
          label={plTx.checkout.createAccount}
          checked={d.personalDetails.createAccount}
          onCheckedChange={(v) => shop.checkout.setField("personalDetails", "createAccount", v)}
        />
      )}
      {d.personalDetails.createAccount && !user.isLoggedIn ? (
        <>
          <Field
            id="personal-password"
            type="password"
            label={plTx.field.password ?? ""}
            value={d.personalDetails.password}
            error={fieldError(errors?.personal.password)}
            autoComplete="new-password"
            required
            onValueChange={(v) => shop.checkout.setField("personalDetails", "password", v)}
          />
          <Field
            id="personal-passwordConfirmation"
            type="password"
            label={plTx.field.passwordConfirmation ?? ""}
            value={snap.passwordConfirmation}
            error={fieldError(errors?.personal.passwordConfirmation)}
            autoComplete="new-password"
            required
            onValueChange={(v) => {
              shop.checkout.state.passwordConfirmation = v;
              shop.checkout.fieldChanged("personal", "passwordConfirmation");
            }}
          />
        </>
      ) : null}
    </fieldset>
  );
}
