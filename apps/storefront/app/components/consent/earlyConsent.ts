import { CONSENT_TAP_COOKIE, CONSENT_TAP_MAX_AGE_S, takeConsentTap } from "../../state/consent/consentHint";
import type { ConsentAction } from "./ConsentPanel";

/** The window property the head's script keeps an answer in that was tapped before the page's scripts ran. */
export const EARLY_CONSENT_TAP_KEY = "__outletConsentTap";

/**
 * The head's script that keeps an answer tapped on the server's notice before the page's scripts have run
 * (issue 29: the scripts start after the first paint, so on a slow phone an "Akceptuję wszystkie" tapped in
 * the first second did nothing, and the notice stayed): the answer waits in `window.__outletConsentTap` for
 * `earlyConsent` to take it, and an accept or a reject hides the notice at once (consent.css's
 * `data-consent-decided`) and is also written to `CONSENT_TAP_COOKIE` for a few minutes, so that a shopper who
 * goes on to another page before the scripts arrive keeps it there (`CONSENT_HINT_SCRIPT` hides that page's
 * notice, its `earlyConsent` takes the answer). "Ustawienia" is not an answer: it only waits for the panel.
 * Inline in `root.tsx`; the CSP hashes the rendered inline scripts (`inlineScriptHashes`), so no hash is kept
 * by hand.
 */
export const EARLY_CONSENT_TAP_SCRIPT = `addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest(".consent--early [data-consent-action]");if(!b)return;var a=b.getAttribute("data-consent-action");window.${EARLY_CONSENT_TAP_KEY}=a;a==="settings"||(document.documentElement.setAttribute("data-consent-decided",""),document.cookie="${CONSENT_TAP_COOKIE}="+a+"; Path=/; Max-Age=${CONSENT_TAP_MAX_AGE_S}; SameSite=Lax")},true)`;

const ACTIONS: readonly unknown[] = ["accept", "reject", "settings", "save"] satisfies ConsentAction[];

/**
 * The notice drawn in the server's HTML until the live one takes over: whether it has handed over, and the
 * answer a shopper tapped before that (kept, then carried out by the live notice: an early tap is not lost).
 * `takeScriptTap` hands over, once, an answer the head's script kept from before React listened
 * (`EARLY_CONSENT_TAP_SCRIPT`). One per browser tab; on the server nothing is ever written (every render
 * reads the initial state).
 *
 * @example
 * const early = createEarlyConsent(); early.tap("accept"); early.handOver(); // "accept"
 */
export function createEarlyConsent(takeScriptTap: () => unknown = () => null) {
  let handedOver = false;
  let tapped: ConsentAction | null = null;
  const takeEarlier = (): void => {
    const answer = takeScriptTap();
    if (ACTIONS.includes(answer)) tapped = answer as ConsentAction;
  };
  const listeners = new Set<() => void>();
  const tapListeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    handedOver: (): boolean => handedOver,
    /** Whether an answer was tapped and not yet taken. */
    pending(): boolean {
      takeEarlier();
      return tapped !== null;
    },
    /** Records an answer tapped on the early notice (the last one wins) and tells who waits for one. */
    tap(action: ConsentAction): void {
      tapped = action;
      for (const listener of tapListeners) listener();
    },
    /** Runs `listener` after every tap; returns the unsubscribe. */
    onTap(listener: () => void): () => void {
      tapListeners.add(listener);
      return () => tapListeners.delete(listener);
    },
    /** Hides the early notice; returns the answer tapped on it, if any. */
    handOver(): ConsentAction | null {
      takeEarlier();
      const answer = tapped;
      tapped = null;
      if (!handedOver) {
        handedOver = true;
        for (const listener of listeners) listener();
      }
      return answer;
    },
  };
}

/**
 * The answer the head's script kept: this page's (in `win`) or else one carried over from the page before
 * (the cookie in `doc`). Both are taken, so it is carried out once; `createEarlyConsent` checks the value.
 *
 * @example
 * createEarlyConsent(() => takeHeadScriptTap(window, document));
 */
export function takeHeadScriptTap(win: Record<string, unknown>, doc: { cookie: string }): unknown {
  const answer = win[EARLY_CONSENT_TAP_KEY];
  delete win[EARLY_CONSENT_TAP_KEY];
  const carried = takeConsentTap(doc);
  return answer ?? carried;
}

/** The tab's early notice (null on the server). */
export const earlyConsent =
  typeof document === "undefined"
    ? null
    : createEarlyConsent(() => takeHeadScriptTap(window as unknown as Record<string, unknown>, document));
