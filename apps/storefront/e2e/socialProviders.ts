import { type APIRequestContext, expect, type Page } from "@playwright/test";

/** The stand-in providers of `e2e/fakeProviders.mjs` (playwright.config.ts starts them). */
export const PROVIDERS = `http://127.0.0.1:${process.env.E2E_PROVIDERS_PORT ?? 18090}`;

/** A Google ID token for `claims`, signed by the stand-in provider whose keys the API trusts. */
export async function googleIdToken(
  request: APIRequestContext,
  claims: Readonly<Record<string, unknown>>,
): Promise<string> {
  const minted = await request.post(`${PROVIDERS}/google/token`, { data: claims });
  return ((await minted.json()) as { token: string }).token;
}

/**
 * Replaces Google Identity Services (outside the machine) on this page: One Tap answers with `token`.
 * The client id the page initialised it with is kept in `window.__googleClientId`.
 */
export async function stubGoogleSdk(page: Page, token: string): Promise<void> {
  await page.route("https://accounts.google.com/gsi/client", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.google = { accounts: { id: {
        initialize(options) { window.__googleCallback = options.callback; window.__googleClientId = options.client_id; },
        prompt() { setTimeout(() => window.__googleCallback({ credential: ${JSON.stringify(token)} }), 0); },
      } } };`,
    }),
  );
}

/**
 * Signs a new shopper in with Google through `/login` (an account without a registration, so journeys do
 * not spend the API's 5-registrations-an-hour limit) and waits for the account page.
 */
export async function signInWithGoogle(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await stubGoogleSdk(
    page,
    await googleIdToken(request, {
      sub: `g-${email}`,
      email,
      email_verified: true,
      given_name: "Ola",
      family_name: "Zielińska",
    }),
  );
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("data-shop-ready", "true", { timeout: 20_000 });
  await page.getByRole("button", { name: "Zaloguj się przez Google" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
}
