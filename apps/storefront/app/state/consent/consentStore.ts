import {
  ACCEPT_ALL,
  CONSENT_CLAIM_CODE,
  type Consent,
  type ConsentPurpose,
  consentAllows,
  consentClaim,
  consentFromClaim,
  REJECT_OPTIONAL,
} from "@outlet/claims";
import { PRIVACY_POLICY_VERSION } from "@outlet/shop-settings";
import { proxy } from "valtio";
import type { ClaimsStore } from "../claims/claimsStore";

/**
 * The cookie consent (necessary / analytics / marketing), kept as the `cookie-consent` claim. The notice
 * shows once the claims are loaded and no valid decision exists (`@outlet/claims` `consentFromClaim`:
 * none, another version, older than 12 months); the settings can be reopened at any time (footer link
 * "Ustawienia plików cookie", `/account/agreements`). Listeners run after every decision, so what waits for a
 * consent (the start-page record) goes out when it is given.
 *
 * @example
 * const consent = createConsentStore({ claims, now: Date.now }); await consent.decide(ACCEPT_ALL);
 * consent.allows("marketing"); // true
 */
export function createConsentStore(deps: {
  readonly claims: ClaimsStore;
  readonly now: () => number;
  /** Told whether a valid decision exists, whenever that is known or changes (the page's hint cookie). */
  readonly remember?: (decided: boolean) => void;
}) {
  const state = proxy<{ ready: boolean; consent: Consent | null; settingsOpen: boolean }>({
    ready: false,
    consent: null,
    settingsOpen: false,
  });
  const listeners = new Set<(consent: Consent) => void>();

  const read = () => consentFromClaim(deps.claims.get(CONSENT_CLAIM_CODE) ?? null, deps.now());

  return {
    state,

    /** After the claims are loaded: the stored decision, if still valid. */
    restore(): void {
      // a decision made before the claims were read (an answer tapped before the page's scripts ran, carried
      // out as soon as the services existed) is newer than anything stored, and its claim is on its way there
      state.consent ??= read();
      state.ready = true;
      deps.remember?.(state.consent !== null);
    },

    /** Whether a purpose may run now (`necessary` always; optional ones only with consent). */
    allows(purpose: ConsentPurpose): boolean {
      return consentAllows(state.consent, purpose);
    },

    /** Records the shopper's decision and closes the notice. */
    async decide(choice: { readonly analytics: boolean; readonly marketing: boolean }): Promise<void> {
      // kept with its date (the claim's created_at) and the privacy policy's version (issue 27)
      const claim = consentClaim(choice, deps.now(), { policyVersion: PRIVACY_POLICY_VERSION.version });
      const consent: Consent = { necessary: true, analytics: choice.analytics, marketing: choice.marketing };
      state.consent = consent;
      state.settingsOpen = false;
      deps.remember?.(true);
      await deps.claims.put(claim);
      for (const listener of listeners) listener(consent);
    },

    /** "Akceptuję wszystkie" (`all`) or "Odrzucam opcjonalne": the notice's two one-tap answers. */
    answer(all: boolean): Promise<void> {
      return this.decide(all ? ACCEPT_ALL : REJECT_OPTIONAL);
    },

    /** Opens the notice on its settings (footer link "Ustawienia plików cookie"). */
    openSettings(): void {
      state.settingsOpen = true;
    },

    /** Closes the settings without a new decision (only when one exists). */
    closeSettings(): void {
      state.settingsOpen = false;
    },

    /** Another tab decided: its claim is already in the claims store. */
    applyRemote(): void {
      state.consent = read();
      deps.remember?.(state.consent !== null);
    },

    /** Runs `listener` after every decision; returns the unsubscribe. */
    onDecision(listener: (consent: Consent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The consent store type.
 *
 * @example
 * const consent: ConsentStore = createConsentStore({ claims, now: Date.now });
 */
export type ConsentStore = ReturnType<typeof createConsentStore>;
