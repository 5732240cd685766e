import { expect, type Page, test } from "@playwright/test";
import { controlledByServiceWorker } from "./offlineSupport";
import { createAccount, open, PASSWORD, uniqueEmail } from "./shopper";

// This journey is about the service worker (the journeys block it by default: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/** The URLs the service worker keeps in its cache of personal (cart, user, order) responses. */
const shopperCache = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open("outlet-shopper");
    return (await cache.keys()).map((request) => request.url);
  });
const userCalls = (urls: readonly string[]) =>
  urls.filter((url) => /\/api\/user\//.test(new URL(url).pathname));

test("logging out removes the account's responses from the service worker's cache", async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail("offline-logout");
  await createAccount(request, email);
  await open(page, "/");
  await controlledByServiceWorker(page);
  await open(page, "/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło").fill(PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole("link", { name: "Zamówienia" }).first().click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect
    .poll(async () => userCalls(await shopperCache(page)).map((url) => new URL(url).pathname))
    .toEqual(expect.arrayContaining(["/api/user/me", "/api/user/order-history"]));
  const personal = userCalls(await shopperCache(page));

  // The newsletter popup (shown once, from the third page) would cover the button.
  const popup = page.locator(".newsletter-popup");
  if (await popup.isVisible()) await popup.getByRole("button", { name: "Nie, dziękuję" }).click();
  await page.getByTestId("logout").click();
  await expect(page.locator(".notification").getByText("Wylogowano")).toBeVisible();
  await expect.poll(async () => userCalls(await shopperCache(page))).toEqual([]);

  // Offline, the account's answers are not served any more: each request fails instead of the cache answering.
  await context.setOffline(true);
  const served = await page.evaluate(async (urls) => {
    const outcomes: string[] = [];
    for (const url of urls) {
      try {
        const response = await fetch(url);
        outcomes.push(`${response.status} ${(await response.text()).includes("@") ? "with e-mail" : ""}`);
      } catch {
        outcomes.push("not served");
      }
    }
    return outcomes;
  }, personal);
  expect(served).toEqual(personal.map(() => "not served"));
  await context.setOffline(false);
});
