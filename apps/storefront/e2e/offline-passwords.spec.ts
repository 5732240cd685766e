import { expect, type Page, test } from "@playwright/test";
import { createAccount, open, PASSWORD, uniqueEmail } from "./shopper";

// This journey is about the service worker (the journeys block it by default: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const REFUSED = "Resetowanie hasła nie działa w trybie offline!";

/** Every request to the API's password endpoints (none may leave the browser while offline). */
function passwordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/user\/(reset-password|change-password)/.test(request.url())) calls.push(request.url());
  });
  return calls;
}

test("a password reset is refused offline with the spec's message", async ({ page, context }) => {
  const calls = passwordCalls(page);
  await open(page, "/forgot-password");
  await context.setOffline(true);
  await page.getByLabel("E-mail").fill("anna@example.pl");
  await page.getByRole("button", { name: "Wyślij link" }).click();
  await expect(page.locator(".notification").getByText(REFUSED)).toBeVisible();
  expect(calls).toEqual([]);
  await context.setOffline(false);
});

test("a password change is refused offline with the spec's message", async ({ page, context, request }) => {
  const email = uniqueEmail("offline-password");
  await createAccount(request, email);
  await open(page, "/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło").fill(PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  const calls = passwordCalls(page);
  await open(page, "/account/password");
  await page.getByLabel("Obecne hasło").fill(PASSWORD);
  await page.getByLabel("Nowe hasło").fill("Niebieski-Pies-2025!q");
  await page.getByLabel("Powtórz hasło").fill("Niebieski-Pies-2025!q");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.locator(".notification").getByText(REFUSED)).toBeVisible();
  expect(calls).toEqual([]);
  // Nothing changed: the password typed stays in the form for a retry online.
  await expect(page.getByLabel("Nowe hasło")).toHaveValue("Niebieski-Pies-2025!q");
  await context.setOffline(false);
});
