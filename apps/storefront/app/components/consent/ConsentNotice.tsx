import { ACCEPT_ALL, REJECT_OPTIONAL } from "@outlet/claims";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useSnapshot } from "valtio";
import { useShop } from "../../state/shop/ShopProvider";
import { ConsentChoices } from "./ConsentChoices";
import { type ConsentAction, ConsentPanel } from "./ConsentPanel";
import { onCookieSettingsRequest } from "./cookieSettingsRequest";
import { earlyConsent } from "./earlyConsent";
import { useKeepFocusAboveNotice } from "./useKeepFocusAboveNotice";

/**
 * The cookie notice: shown in the browser once the claims are loaded and the shopper has no valid
 * decision, or when the settings are reopened from the footer. Until the claims are read, the server's
 * HTML draws the same markup (`EarlyConsentNotice`); this one takes over in the same frame and keeps its
 * focus (an answer tapped on the early one is carried out by `ShopProvider`).
 * A fixed panel at the bottom (content does not move; at most 60 % of a phone screen), not modal: the
 * shop stays usable, and keyboard focus is kept above it (`useKeepFocusAboveNotice`). Drawn into the
 * root's `#consent-slot`, right after the skip link, so it comes first in the keyboard order (a keyboard
 * user answered it only after tabbing through the whole page). The three answers are buttons of equal weight; "Ustawienia" shows the purposes and
 * turns into "Zapisz wybór". Reopened settings take the focus and give it back on close.
 *
 * @example
 * <ConsentNotice />
 */
/** What can hold the focus in the notice (the same markup early and live). */
const FOCUSABLE = "a[href], button, [tabindex]";

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
  const act = (action: ConsentAction) => {
    if (action === "accept") decide(ACCEPT_ALL);
    else if (action === "reject") decide(REJECT_OPTIONAL);
    else if (action === "save") decide(choice);
    else setDetailed(true);
  };

  // The server's notice hands over once the stored decision is known, before the browser paints: the same
  // place, and the focus on the same element. An answer tapped on it is the services' to carry out
  // (`ShopProvider`, one place), so a tap still waiting is left to them.
  const handedOver = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the stored decision is known
  useLayoutEffect(() => {
    if (!ready || handedOver.current || !earlyConsent || earlyConsent.pending()) return;
    handedOver.current = true;
    const focusable = (root: Element | null) => [...(root?.querySelectorAll(FOCUSABLE) ?? [])];
    const focusedAt = focusable(document.querySelector(".consent--early")).indexOf(
      document.activeElement as Element,
    );
    earlyConsent.handOver();
    if (focusedAt >= 0 && open) (focusable(panel.current)[focusedAt] as HTMLElement | undefined)?.focus();
  }, [ready]);

  useEffect(() => {
    if (!settingsOpen) return;
    setDetailed(true);
    setChoice({ analytics: consent?.analytics ?? false, marketing: consent?.marketing ?? false });
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
  }, [settingsOpen, consent]);

  if (!open) return null;

  const notice = (
    <ConsentPanel
      onAction={act}
      panelRef={panel}
      headingRef={heading}
      {...(detailed
        ? { choices: <ConsentChoices idPrefix="consent-notice" value={choice} onChange={setChoice} /> }
        : {})}
    />
  );
  // Mounted in the browser only (the shopper overlays), where the root's slot is already in the page.
  const slot = typeof document === "undefined" ? null : document.getElementById("consent-slot");
  return slot ? createPortal(notice, slot) : notice;
}
