import { formRules } from "@outlet/checkout";
import { useState } from "react";
import { pl } from "../../i18n/pl";
import { useOptionalShop, useShopLoader } from "../../state/shop/shopContext";
import { Checkbox, ErrorSummary, Field } from "../forms/Field";
import { useFormErrors } from "../forms/useFormErrors";

const { email: emailRule, firstError, required } = formRules;

/**
 * The back-in-stock request on an unavailable variant (api-contract.md §11.2): e-mail and consent; the
 * API always answers OK (no enumeration), then the shopper confirms by e-mail.
 *
 * @example
 * <BackInStock sku="KOS-0047-XL" reason="Ten wariant jest wyprzedany. …" />
 */
export function BackInStock(props: {
  readonly sku: string;
  /** Why the variant cannot be bought, shown first and describing the form. @default none */
  readonly reason?: string | undefined;
}) {
  // Catalogue pages render it before the shopper code has loaded: the same empty form, a submit waits.
  const current = useOptionalShop();
  const load = useShopLoader();
  const [email, setEmail] = useState(current?.user.state.current?.email ?? "");
  const [consent, setConsent] = useState(false);
  const [done, setDone] = useState(false);
  const form = useFormErrors<"email" | "consent">();
  if (done)
    return (
      <p className="stock-alert__done" role="status">
        {pl.shared.stockAlert.done}
      </p>
    );
  return (
    <form
      ref={form.ref}
      className="stock-alert"
      aria-labelledby="stock-alert-title"
      aria-describedby={props.reason ? "add-to-cart-reason" : undefined}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const ok = form.check({
          email: firstError(required(email), emailRule(email)),
          consent: consent ? null : "Field is required",
        });
        if (!ok) return;
        const shop = await load();
        await (await shop.client()).stockAlert
          .subscribe({ email, sku: props.sku, consent: true, lang: "pl" })
          .then(() => setDone(true))
          .catch(() => shop.notify({ type: "error", message: pl.shared.genericError }));
      }}
    >
      <h2 id="stock-alert-title">{pl.shared.stockAlert.title}</h2>
      {props.reason ? (
        <p id="add-to-cart-reason" className="add-to-cart__reason" data-testid="add-to-cart-reason">
          {props.reason}
        </p>
      ) : null}
      {/* one sentence on the sold-out variant: the reason above already says it (issue 32) */}
      {props.reason ? null : <p>{pl.shared.stockAlert.text}</p>}
      <ErrorSummary count={form.count} />
      <Field
        id="stock-alert-email"
        type="email"
        label={pl.shared.email}
        value={email}
        error={form.errors.email}
        onValueChange={setEmail}
        autoComplete="email"
        required
      />
      <Checkbox
        id="stock-alert-consent"
        label={pl.shared.stockAlert.consent}
        checked={consent}
        error={form.errors.consent}
        onCheckedChange={setConsent}
      />
      <button type="submit" className="button">
        {pl.shared.stockAlert.submit}
      </button>
    </form>
  );
}
