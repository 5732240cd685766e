import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Link, useLocation } from "react-router";
import { pl } from "../../i18n/pl";
import { NewsletterForm } from "../account/NewsletterPopup";

/** Pages with a newsletter form of their own (the account's agreements) or a form with an e-mail field already. */
const OWN_FORM_PREFIXES = ["/account", "/kontakt"];

/**
 * The footer's newsletter sign-up: the offer and a "Zapisz się" button that opens the newsletter store's
 * form (its unticked consent, its Polish errors at the fields, `NewsletterForm`) with the focus in the
 * e-mail field. Closed, the footer holds no form field, so a page's own e-mail field stays the only one.
 * Mounted into the footer's slot with the shopper services.
 *
 * @example
 * <FooterNewsletter />
 */
export function FooterNewsletter() {
  const location = useLocation();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the footer slot changes with the layout
  useEffect(() => {
    setSlot(document.getElementById("footer-newsletter"));
  }, [location.pathname]);
  useEffect(() => {
    if (open) document.getElementById("footer-newsletter-email")?.focus();
  }, [open]);
  if (!slot) return null;
  // a page with an e-mail field of its own gets no second form, but the footer's heading is never left empty
  if (OWN_FORM_PREFIXES.some((prefix) => location.pathname.startsWith(prefix)))
    return createPortal(
      <p>
        {pl.shared.newsletter.manage} <Link to="/account/agreements">{pl.shared.newsletter.manageLink}</Link>.
      </p>,
      slot,
    );
  return createPortal(
    open ? (
      <NewsletterForm idPrefix="footer" />
    ) : (
      <>
        <p>{pl.shared.newsletter.text}</p>
        <button
          type="button"
          className="button button--primary"
          aria-expanded={false}
          aria-label={pl.shared.newsletter.open}
          onClick={() => setOpen(true)}
        >
          {pl.shared.newsletter.subscribe}
        </button>
      </>
    ),
    slot,
  );
}
