import { ACCEPT_ALL, REJECT_OPTIONAL } from "@outlet/claims";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import { useSnapshot } from "valtio";
import { plConsent } from "../../i18n/pl.consent";
import { useShop } from "../../state/shop/ShopProvider";
import { ConsentChoices } from "./ConsentChoices";
import { onCookieSettingsRequest } from "./cookieSettingsRequest";
import { useKeepFocusAboveNotice } from "./useKeepFocusAboveNotice";
import "./consent.css";

/**
 * The cookie notice: shown in the browser once the claims are loaded and the shopper has no valid
 * decision (never in the server-rendered, cached page), or when the settings are reopened from the footer.
 * A fixed panel at the bottom (content does not move; at most 60 % of a phone screen), not modal: the
 * shop stays usable, and keyboard focus is kept above it (`useKeepFocusAboveNotice`). Drawn into the
 * root's `#consent-slot`, right after the skip link, so it comes first in the keyboard order (a keyboard
 * user answered it only after tabbing through the whole page). The three answers are buttons of equal weight; "Ustawienia" shows the purposes and
 * turns into "Zapisz wybór". Reopened settings take the focus and give it back on close.
 *
 * @example
 * <ConsentNotice />
 */
export function ConsentNotice() {
  const shop = useShop();
  const { ready, consent, settingsOpen } = useSnapshot(shop.consent.state);
  const [detailed, setDetailed] = useState(false);
  const [choice, setChoice] = useState({ analytics: false, marketing: false });
  const heading = useRef<HTMLHeadingElement | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const open = settingsOpen || (ready && consent === null);
  const panel = useRef<HTMLElement | null>(null);
  // Keyboard focus never hides under the notice (WCAG 2.4.11).
  useKeepFocusAboveNotice(panel, open);

  useEffect(() => onCookieSettingsRequest(() => shop.consent.openSettings()), [shop]);

  useEffect(() => {
    if (!settingsOpen) return;
    setDetailed(true);
    setChoice({ analytics: consent?.analytics ?? false, marketing: consent?.marketing ?? false });
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
  }, [settingsOpen, consent]);

  if (!open) return null;

  const decide = (value: { readonly analytics: boolean; readonly marketing: boolean }) => {
    const back = returnFocus.current;
    returnFocus.current = null;
    // the notice is gone: focus goes back where it came from, else to the page's content, never to <body>
    // (issue 32: after "Odrzucam opcjonalne" a keyboard shopper started over from the top)
    void shop.consent.decide(value).then(() => {
      if (back?.isConnected) back.focus();
      else document.getElementById("main")?.focus({ preventScroll: true });
    });
  };

  const notice = (
    <section className="consent" aria-labelledby="consent-title" data-testid="consent-notice" ref={panel}>
      <div className="consent__body">
        <h2 id="consent-title" className="consent__title" tabIndex={-1} ref={heading}>
          {plConsent.title}
        </h2>
        <p className="consent__text">
          {plConsent.text} <Link to="/polityka-prywatnosci">{plConsent.privacyPolicy}</Link>
        </p>
        {detailed ? <ConsentChoices idPrefix="consent-notice" value={choice} onChange={setChoice} /> : null}
      </div>
      <div className="consent__actions">
        <button type="button" className="button consent__button" onClick={() => decide(ACCEPT_ALL)}>
          {plConsent.acceptAll}
        </button>
        <button type="button" className="button consent__button" onClick={() => decide(REJECT_OPTIONAL)}>
          {plConsent.rejectOptional}
        </button>
        {detailed ? (
          <button type="button" className="button consent__button" onClick={() => decide(choice)}>
            {plConsent.save}
          </button>
        ) : (
          <button
            type="button"
            className="button consent__button"
            aria-expanded={false}
            onClick={() => setDetailed(true)}
          >
            {plConsent.settings}
          </button>
        )}
      </div>
    </section>
  );
  // Mounted in the browser only (the shopper overlays), where the root's slot is already in the page.
  const slot = typeof document === "undefined" ? null : document.getElementById("consent-slot");
  return slot ? createPortal(notice, slot) : notice;
}
