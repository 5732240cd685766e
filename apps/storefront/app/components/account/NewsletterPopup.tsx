import { formRules } from "@outlet/checkout";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useSnapshot } from "valtio";
import { plTx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { Checkbox, ErrorSummary, Field } from "../forms/Field";
import { useFormErrors } from "../forms/useFormErrors";

const { email: emailRule, firstError, required } = formRules;

/** The checkout's pages (a store's prefix included, `/de/checkout`): no newsletter offer there. */
const isCheckoutPath = (pathname: string): boolean => /^(\/[a-z]{2})?\/checkout(\/|$)/.test(pathname);

/**
 * The newsletter subscription form with the 10 % coupon text (transactions.md §9) and the explicit,
 * unticked consent it needs (GDPR art. 7); after subscribing it says so (double opt-in: check the e-mail,
 * then the coupon) and moves focus to that message, which is also a live region.
 *
 * @example
 * <NewsletterForm idPrefix="footer" />
 * <NewsletterForm idPrefix="agreements" initialEmail="anna@example.pl" />
 */
export function NewsletterForm(props: {
  readonly idPrefix: string;
  readonly onDone?: () => void;
  /** The address to start with (the account's on Konto → Zgody); what the shopper typed is kept. */
  readonly initialEmail?: string;
}) {
  const shop = useShop();
  const snap = useSnapshot(shop.newsletter.state);
  const { initialEmail } = props;
  const [email, setEmail] = useState(initialEmail ?? "");
  // the account may be restored after the first render: its e-mail fills the field while it is empty
  useEffect(() => {
    if (initialEmail) setEmail((typed) => typed || initialEmail);
  }, [initialEmail]);
  const [consent, setConsent] = useState(false);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement | null>(null);
  const form = useFormErrors<"email" | "consent">();
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  if (snap.isSubscribed)
    return (
      <p
        ref={doneRef}
        role="status"
        tabIndex={-1}
        className="newsletter__done"
        data-testid={`${props.idPrefix}-newsletter-done`}
      >
        {snap.status === "subscribed" ? plTx.newsletter.subscribed : plTx.newsletter.pending}
      </p>
    );
  return (
    <form
      ref={form.ref}
      noValidate
      className="newsletter-form"
      onSubmit={async (event) => {
        event.preventDefault();
        const valid = form.check({
          email: firstError(required(email), emailRule(email)),
          consent: consent ? null : plTx.newsletter.consentRequired,
        });
        if (!valid) return;
        const ok = await shop.newsletter.subscribe(email, consent);
        if (ok === false) shop.notify({ type: "error", message: plTx.common.genericError });
        else {
          setDone(true);
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
      <Checkbox
        id={`${props.idPrefix}-newsletter-consent`}
        label={plTx.newsletter.consentLabel}
        checked={consent}
        error={form.errors.consent}
        onCheckedChange={setConsent}
        required
      />
      <button type="submit" className="button button--primary">
        {plTx.newsletter.subscribe}
      </button>
    </form>
  );
}

/**
 * The newsletter popup, shown once per browser from the third page the shopper opens (never on checkout).
 * It waits for the shopper's first scroll and then starts as a slim bar at the bottom with the offer (on a
 * phone the full form hid the sort control and the first row); the form opens only when asked for, and
 * focus then moves to the e-mail field. Escape or the close button dismiss it for good; focus then goes to
 * the page's main content (the popup is gone), and the success message is announced and focused.
 *
 * @example
 * <NewsletterPopup />
 */
export function NewsletterPopup() {
  const shop = useShop();
  const snap = useSnapshot(shop.newsletter.state);
  const location = useLocation();
  const views = useRef(0);
  const [expanded, setExpanded] = useState(false);
  const panel = useRef<HTMLElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: counts page views
  useEffect(() => {
    views.current++;
    if (views.current === 3 && !isCheckoutPath(location.pathname)) void shop.newsletter.maybeShowPopup();
  }, [location.pathname]);
  // The bar waits for the shopper's first scroll: the first screen (sort control, first products) stays clear.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!snap.popup || scrolled) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener("scroll", onScroll, { passive: true, once: true });
    // a state others can wait for (journeys): the offer is due and waits for the first scroll
    document.documentElement.dataset.newsletterOffer = "waiting";
    return () => {
      window.removeEventListener("scroll", onScroll);
      delete document.documentElement.dataset.newsletterOffer;
    };
  }, [snap.popup, scrolled]);
  useEffect(() => {
    if (expanded) document.getElementById("popup-newsletter-email")?.focus();
  }, [expanded]);
  // Subscribed elsewhere: no offer; subscribed in the open form: it shows its success message. Not in the
  // checkout either: the offer shown on an earlier page stays there and covered "Zamawiam i płacę" on a
  // desktop (issue 32); it comes back on the next page the shopper opens.
  if (!snap.popup || !scrolled || (snap.isSubscribed && !expanded)) return null;
  if (isCheckoutPath(location.pathname)) return null;
  const close = () => {
    const hadFocus = panel.current?.contains(document.activeElement) === true;
    shop.newsletter.closePopup();
    if (hadFocus) document.getElementById("main")?.focus();
  };
  return (
    <aside
      ref={panel}
      className={`newsletter-popup${expanded ? " newsletter-popup--open" : ""}`}
      aria-labelledby="newsletter-popup-title"
      data-testid="newsletter-popup"
      onKeyDown={(event) => {
        if (event.key === "Escape" && !event.defaultPrevented) {
          event.preventDefault();
          close();
        }
      }}
    >
      <div className="newsletter-popup__head">
        <h2 id="newsletter-popup-title" className="newsletter-popup__title">
          {expanded ? plTx.newsletter.title : plTx.newsletter.teaser}
        </h2>
        {expanded ? null : (
          <button
            type="button"
            className="button button--primary button--small"
            aria-expanded={false}
            aria-label={plTx.newsletter.open}
            onClick={() => setExpanded(true)}
          >
            {plTx.newsletter.subscribe}
          </button>
        )}
        <button
          type="button"
          className="button button--link newsletter-popup__close"
          aria-label={plTx.newsletter.closeLabel}
          onClick={close}
        >
          ×
        </button>
      </div>
      {expanded ? <NewsletterForm idPrefix="popup" /> : null}
    </aside>
  );
}
