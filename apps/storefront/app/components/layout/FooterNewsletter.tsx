import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router";
import { NewsletterForm } from "../account/NewsletterPopup";

/** Pages with a newsletter form of their own (the account's agreements) or a form with an e-mail field already. */
const OWN_FORM_PREFIXES = ["/account", "/kontakt"];

/**
 * The footer's newsletter sign-up: the newsletter store's form with its unticked consent and its Polish
 * errors at the fields (`NewsletterForm`), mounted into the footer's slot with the shopper services.
 *
 * @example
 * <FooterNewsletter />
 */
export function FooterNewsletter() {
  const location = useLocation();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the footer slot changes with the layout
  useEffect(() => {
    setSlot(document.getElementById("footer-newsletter"));
  }, [location.pathname]);
  if (!slot || OWN_FORM_PREFIXES.some((prefix) => location.pathname.startsWith(prefix))) return null;
  return createPortal(<NewsletterForm idPrefix="footer" />, slot);
}
