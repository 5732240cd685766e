import { email as emailRule, firstError, required } from "@outlet/checkout";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useSnapshot } from "valtio";
import { plTx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { ErrorSummary, Field } from "../forms/Field";
import { useFormErrors } from "../forms/useFormErrors";

/**
 * The newsletter subscription form with the 10 % coupon text (transactions.md §9).
 *
 * @example
 * <NewsletterForm idPrefix="footer" />
 */
export function NewsletterForm(props: { readonly idPrefix: string; readonly onDone?: () => void }) {
  const shop = useShop();
  const snap = useSnapshot(shop.newsletter.state);
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const form = useFormErrors<"email">();
  if (snap.isSubscribed)
    return (
      <p role="status" className="newsletter__done">
        {message ?? plTx.newsletter.done}
      </p>
    );
  return (
    <form
      ref={form.ref}
      noValidate
      className="newsletter-form"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!form.check({ email: firstError(required(email), emailRule(email)) })) return;
        const ok = await shop.newsletter.subscribe(email);
        if (ok === false) shop.notify({ type: "error", message: plTx.common.genericError });
        else {
          setMessage(plTx.newsletter.done);
          props.onDone?.();
        }
      }}
    >
      <p>{plTx.newsletter.text}</p>
      <ErrorSummary count={form.count} />
      <Field
        id={`${props.idPrefix}-newsletter-email`}
        type="email"
        label={plTx.field.email ?? "E-mail"}
        value={email}
        error={form.errors.email}
        onValueChange={setEmail}
        autoComplete="email"
        required
      />
      <button type="submit" className="button button--primary">
        {plTx.newsletter.subscribe}
      </button>
    </form>
  );
}

/**
 * The newsletter popup: a small non-modal box shown once per browser, from the third page the shopper
 * opens (never on checkout), so it does not get in the way of the first visit.
 *
 * @example
 * <NewsletterPopup />
 */
export function NewsletterPopup() {
  const shop = useShop();
  const snap = useSnapshot(shop.newsletter.state);
  const location = useLocation();
  const views = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: counts page views
  useEffect(() => {
    views.current++;
    if (views.current === 3 && !location.pathname.startsWith("/checkout"))
      void shop.newsletter.maybeShowPopup();
  }, [location.pathname]);
  if (!snap.popup || snap.isSubscribed) return null;
  return (
    <aside className="newsletter-popup" aria-labelledby="newsletter-popup-title">
      <h2 id="newsletter-popup-title">{plTx.newsletter.title}</h2>
      <NewsletterForm idPrefix="popup" />
      <button type="button" className="button button--link" onClick={() => shop.newsletter.closePopup()}>
        {plTx.newsletter.close}
      </button>
    </aside>
  );
}
