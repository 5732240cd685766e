import { useSyncExternalStore } from "react";
import { ConsentPanel } from "./ConsentPanel";
import { earlyConsent } from "./earlyConsent";
import "./consent.css";

const noSubscription = () => () => {};

/**
 * The cookie notice as the server draws it, in every page's HTML (issue 29: drawn only once the shop's
 * services had loaded, it was the page's largest paint, 2–4 s after the first one on a phone). Hidden before
 * the first paint for a browser that decided (`earlyConsent.ts`), and without JavaScript (no optional cookie
 * is ever set then). The live `ConsentNotice` takes over once the stored decision is read: it shows the same
 * markup, or nothing. A tap before that is kept and carried out then.
 *
 * @example
 * <div id="consent-slot"><EarlyConsentNotice /></div>
 */
export function EarlyConsentNotice() {
  const handedOver = useSyncExternalStore(
    earlyConsent?.subscribe ?? noSubscription,
    () => earlyConsent?.handedOver() ?? false,
    () => false,
  );
  if (handedOver) return null;
  return <ConsentPanel early onAction={(action) => earlyConsent?.tap(action)} />;
}
