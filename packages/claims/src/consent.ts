import { type Claim, claimAge, createClaim, readClaim } from "./claim";

/** The claim code of the cookie consent. */
export const CONSENT_CLAIM_CODE = "cookie-consent";

/**
 * How long a consent decision holds before the shopper is asked again: 12 months, the longest period the
 * EU data-protection authorities accept for a cookie choice (the Polish UODO follows the EDPB; the French
 * CNIL names 13 months as the maximum, 6 months as the usual).
 */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The version of the purposes the notice asks about; a stored decision of another version is asked again
 * (a new purpose needs its own consent).
 */
export const CONSENT_VERSION = 1;

/**
 * A purpose of cookies and similar storage: `necessary` (the cart, the session, this very decision: always
 * on, needs no consent), `analytics` (measuring how the shop is used, the start-page record) and
 * `marketing` (the ad platform's conversion events with its `_fbp` / `_fbc` cookies, third-party scripts).
 */
export type ConsentPurpose = "necessary" | "analytics" | "marketing";

/**
 * The shopper's answer: one flag per optional purpose; `necessary` is always true.
 *
 * @example
 * const consent: Consent = { necessary: true, analytics: true, marketing: false };
 */
export interface Consent {
  readonly necessary: true;
  readonly analytics: boolean;
  readonly marketing: boolean;
}

/**
 * What the consent claim stores; the claim's `created_at` is the decision's date (issue 27: the decision is
 * kept with its date and the version of the privacy policy it was taken under).
 */
export interface ConsentClaimValue {
  readonly version: number;
  readonly analytics: boolean;
  readonly marketing: boolean;
  /** The privacy policy's version shown when the shopper decided (e.g. "2.0"), when the caller knows it. */
  readonly policyVersion?: string;
}

/** "Akceptuję wszystkie": every purpose. */
export const ACCEPT_ALL: Consent = { necessary: true, analytics: true, marketing: true };

/** "Odrzucam opcjonalne": the necessary purpose only. */
export const REJECT_OPTIONAL: Consent = { necessary: true, analytics: false, marketing: false };

const describe = (choice: Consent): string => {
  const purposes = ["niezbędne"];
  if (choice.analytics) purposes.push("analityczne");
  if (choice.marketing) purposes.push("marketingowe");
  return `Zgoda na pliki cookie: ${purposes.join(", ")}`;
};

/**
 * The claim that records a consent decision taken at `now` (epoch milliseconds), with the version of the
 * privacy policy in force when given. Pure.
 *
 * @example
 * consentClaim({ analytics: false, marketing: true }, Date.UTC(2026, 10, 27), { policyVersion: "2.0" }).value;
 * // { version: 1, analytics: false, marketing: true, policyVersion: "2.0" }
 */
export function consentClaim(
  choice: { readonly analytics: boolean; readonly marketing: boolean },
  now: number,
  options: {
    /** The privacy policy's version the shopper saw. @default not recorded */
    readonly policyVersion?: string;
  } = {},
): Claim<ConsentClaimValue> {
  const consent: Consent = { necessary: true, analytics: choice.analytics, marketing: choice.marketing };
  return createClaim({
    code: CONSENT_CLAIM_CODE,
    value: {
      version: CONSENT_VERSION,
      analytics: consent.analytics,
      marketing: consent.marketing,
      ...(options.policyVersion === undefined ? {} : { policyVersion: options.policyVersion }),
    },
    description: describe(consent),
    now,
  });
}

/**
 * The shopper's consent at `now` from the stored claim, or `null` when the shopper has to be asked: no
 * claim, a malformed one, another version of the purposes, or a decision older than
 * {@link CONSENT_MAX_AGE_MS}. A claim dated after `now` (a clock set back) still holds. Pure.
 *
 * @example
 * consentFromClaim(consentClaim({ analytics: true, marketing: false }, t), t + 1000);
 * // { necessary: true, analytics: true, marketing: false }
 * consentFromClaim(null, t); // null: ask
 */
export function consentFromClaim(raw: unknown, now: number): Consent | null {
  const claim = readClaim(raw);
  if (!claim || claim.code !== CONSENT_CLAIM_CODE) return null;
  if (claimAge(claim, now) >= CONSENT_MAX_AGE_MS) return null;
  const value = claim.value as Partial<ConsentClaimValue> | null;
  if (typeof value !== "object" || value === null || value.version !== CONSENT_VERSION) return null;
  if (typeof value.analytics !== "boolean" || typeof value.marketing !== "boolean") return null;
  return { necessary: true, analytics: value.analytics, marketing: value.marketing };
}

/**
 * Whether a purpose may run under `consent`: `necessary` always; an optional purpose only after the
 * shopper said yes to it (no decision yet is no). Pure.
 *
 * @example
 * consentAllows(null, "marketing"); // false
 * consentAllows({ necessary: true, analytics: false, marketing: true }, "marketing"); // true
 */
export function consentAllows(consent: Consent | null, purpose: ConsentPurpose): boolean {
  if (purpose === "necessary") return true;
  return consent?.[purpose] === true;
}
