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
 * The inline script at the top of `<head>` (hashed into the page's CSP like React Router's own): marks
 * `<html data-consent-decided>` when the hint is set, which consent.css turns into a hidden early notice.
 * Runs before the body is parsed, so a shopper who decided never sees the notice flash.
 */
export const CONSENT_HINT_SCRIPT = `document.cookie.split("; ").indexOf("${CONSENT_DECIDED_COOKIE}=1")<0||document.documentElement.setAttribute("data-consent-decided","")`;

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
