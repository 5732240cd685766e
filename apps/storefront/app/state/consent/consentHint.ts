/**
 * The cookie that tells the page's first script a decision exists in this browser, so the notice drawn in
 * the server's HTML is hidden before the first paint (the decision itself is the `cookie-consent` claim in
 * the browser's storage, which only the shop's services read, after hydration). A hint, not the decision:
 * the live notice still shows when the claim is missing or no longer valid. Necessary ("zapamiętanie tej
 * decyzji", plConsent.necessaryText); read by no one else.
 */
export const CONSENT_DECIDED_COOKIE = "outlet_consent_decided";

/** The hint's lifetime: a decision is valid for 12 months (`@outlet/claims` `consentFromClaim`). */
const HINT_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The cookie that carries an "Akceptuję wszystkie" or "Odrzucam opcjonalne" tapped on the server's notice
 * before the page's scripts ran (`accept` or `reject`, written by `EARLY_CONSENT_TAP_SCRIPT`) to the next
 * page, for a shopper who leaves the page before its scripts arrive (a slow phone: seconds): that page's
 * `earlyConsent` takes it and the consent store records it, once. Necessary (it is the decision on its way
 * to being remembered), first-party, read by no server.
 */
export const CONSENT_TAP_COOKIE = "outlet_consent_tap";

/**
 * How long a tap waits in its cookie for a page whose scripts run: a few minutes covers a slow phone's load
 * and a page or two more; an answer still untaken after that is dropped and the notice asks again.
 */
export const CONSENT_TAP_MAX_AGE_S = 5 * 60;

/**
 * The inline script at the top of `<head>` (hashed into the page's CSP like React Router's own): marks
 * `<html data-consent-decided>` when the hint is set, or when an accept or a reject tapped on the page before
 * waits in its cookie (`CONSENT_TAP_COOKIE`; any other value, forged or damaged, is not an answer), which
 * consent.css turns into a hidden early notice. Runs before the body is parsed, so a shopper who decided
 * never sees the notice flash.
 */
export const CONSENT_HINT_SCRIPT = `/(^|; )(${CONSENT_DECIDED_COOKIE}=1|${CONSENT_TAP_COOKIE}=(accept|reject))(;|$)/.test(document.cookie)&&document.documentElement.setAttribute("data-consent-decided","")`;

/** The value of `CONSENT_TAP_COOKIE`, when the browser holds one. */
const TAP_COOKIE_VALUE = new RegExp(`(?:^|; )${CONSENT_TAP_COOKIE}=([^;]*)`);

/**
 * Takes the answer carried over from the page before in `CONSENT_TAP_COOKIE` and clears the cookie, so it is
 * carried out once (browser only; `target` is the document). Only `accept` and `reject` are answers: any
 * other value (a forged or damaged cookie) is dropped and yields `null`, like no cookie at all.
 *
 * @example
 * takeConsentTap(document); // "accept" once, then null
 */
export function takeConsentTap(target: { cookie: string }): "accept" | "reject" | null {
  const value = TAP_COOKIE_VALUE.exec(target.cookie)?.[1];
  if (value === undefined) return null;
  target.cookie = `${CONSENT_TAP_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return value === "accept" || value === "reject" ? value : null;
}

/**
 * Sets or clears the hint to match the live decision (browser only).
 *
 * @example
 * rememberConsentDecided(document, true);
 */
export function rememberConsentDecided(target: { cookie: string }, decided: boolean): void {
  target.cookie = decided
    ? `${CONSENT_DECIDED_COOKIE}=1; Path=/; Max-Age=${HINT_MAX_AGE_S}; SameSite=Lax`
    : `${CONSENT_DECIDED_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
