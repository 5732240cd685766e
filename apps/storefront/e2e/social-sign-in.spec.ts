import { expect, test } from "@playwright/test";
import { API_ORIGIN, open, uniqueEmail } from "./shopper";
import { googleIdToken, PROVIDERS, stubGoogleSdk } from "./socialProviders";

/**
 * Social sign-in against the real API (transactions.md §4 Session, api-contract.md §4.4). Google and
 * Facebook are outside the machine: their browser SDKs are replaced by scripts that hand over a token
 * from `e2e/fakeProviders.mjs`, which the API verifies as it would the real providers (JWKS signature,
 * audience and expiry; Graph `debug_token` and `/me`).
 */

// The provider scripts are stubbed per page; the service worker would otherwise fetch them itself.
test.use({ serviceWorkers: "block" });

test("a shopper signs in with Google: the API verifies the ID token and opens a new account", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("google");
  // Google Identity Services: One Tap answers with the ID token (the credential).
  await stubGoogleSdk(
    page,
    await googleIdToken(request, {
      sub: `g-${Date.now()}`,
      email,
      email_verified: true,
      given_name: "Ola",
      family_name: "Zielińska",
    }),
  );
  // The page signs in through the shop's session endpoint (it proxies the API's login-token and keeps the
  // refresh token in its HttpOnly cookie).
  const signIn = page.waitForResponse((response) => response.url().includes("/session/provider"));

  await open(page, "/login");
  await page.getByRole("button", { name: "Zaloguj się przez Google" }).click();
  const answer = await signIn;
  expect(answer.status()).toBe(200);
  const session = (await answer.json()) as { result: string; meta: { created: boolean } };
  expect(session.meta.created).toBe(true);

  // Signed in: the account page shows the profile the API created from the verified token.
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await expect(page.getByLabel(/^Imię/)).toHaveValue("Ola");
  await expect(page.getByLabel(/^Nazwisko/)).toHaveValue("Zielińska");
  expect(
    await page.evaluate(() => (window as unknown as { __googleClientId: string }).__googleClientId),
  ).toBe("outlet-e2e.apps.googleusercontent.com");

  // The session survives a reload (the token is stored) and is a real API session.
  await open(page, "/account");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  const me = await request.get(`${API_ORIGIN}/api/user/me`, {
    headers: { authorization: `Bearer ${session.result}` },
  });
  expect(((await me.json()) as { result: { email: string } }).result.email).toBe(email);
});

test("Facebook: an invalid auth response is said so; then a valid login signs the shopper in", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("facebook");
  const minted = await request.post(`${PROVIDERS}/facebook/token`, {
    data: { id: `${Date.now()}`, email, first_name: "Zofia", last_name: "Kowalska" },
  });
  const { token } = (await minted.json()) as { token: string };
  // The Facebook SDK (v8.0): the first login attempt is cancelled (no authResponse), the second succeeds.
  await page.route("https://connect.facebook.net/pl_PL/sdk.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `let attempts = 0; window.FB = {
        init(options) { window.__fbInit = options; },
        login(callback, options) {
          window.__fbScope = options.scope;
          attempts += 1;
          setTimeout(() => callback(attempts === 1 ? { authResponse: null } : { authResponse: { accessToken: ${JSON.stringify(token)} } }), 0);
        },
      };`,
    }),
  );

  await open(page, "/login");
  const button = page.getByRole("button", { name: "Zaloguj się przez Facebook" });
  await button.click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Facebook: niepoprawna odpowiedź logowania" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await button.click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await expect(page.getByLabel(/^Imię/)).toHaveValue("Zofia");
  expect(await page.evaluate(() => (window as unknown as { __fbInit: unknown }).__fbInit)).toEqual({
    appId: "100200300",
    version: "v8.0",
  });
  expect(await page.evaluate(() => (window as unknown as { __fbScope: string }).__fbScope)).toBe(
    "public_profile,email",
  );
});
