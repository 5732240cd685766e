import { expect, type Page, test } from "@playwright/test";
import { controlledByServiceWorker } from "./offlineSupport";
import {
  addToCart,
  cartCount,
  fillCheckout,
  open,
  outbox,
  PRODUCTS,
  shopReady,
  uniqueEmail,
} from "./shopper";

// This journey is about the service worker (the journeys block it by default: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/** Every `POST /api/order` a page sends (the offline order must be sent once, by one tab). */
function orderPosts(page: Page): string[] {
  const keys: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/order")
      keys.push(request.headers()["idempotency-key"] ?? "");
  });
  return keys;
}

async function openDresses(page: Page) {
  await page.getByRole("button", { name: "Kobiety: podkategorie" }).click();
  await page.getByRole("link", { name: "Sukienki", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Sukienki" })).toBeVisible();
}

test("an order placed offline waits, and is sent exactly once with its key when the network returns, with a cart reload", async ({
  page,
  context,
}) => {
  const sentByFirstTab = orderPosts(page);
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await open(page, "/");
  await controlledByServiceWorker(page);

  // Browse a category online, then the checkout (both client-side, so their route data is cached).
  await openDresses(page);
  await page.getByTestId("microcart-button").click();
  await page.getByRole("link", { name: "Przejdź do kasy" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const email = uniqueEmail("offline");
  await fillCheckout(page, email);
  // The server's totals with the courier and VAT lines: what the order will cost.
  const grandTotal = page.locator(".cart-totals__row--grand_total dd").first();
  await expect(page.locator(".cart-totals__row--shipping").first()).toBeVisible();
  await expect(page.locator(".cart-totals__row--tax").first()).toBeVisible();
  const shownOnline = (await grandTotal.textContent()) ?? "";

  // A second tab of the shop is open too.
  const second = await context.newPage();
  const sentBySecondTab = orderPosts(second);
  await open(second, "/");

  await context.setOffline(true);
  // The category browses again offline.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Sukienki" })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  // Offline the totals stay as the server last computed them (they dropped the shipping and VAT lines).
  await expect(page.locator(".cart-totals__row--shipping").first()).toBeVisible();
  await expect(page.locator(".cart-totals__row--tax").first()).toBeVisible();
  await expect(grandTotal).toHaveText(shownOnline);

  await page.getByTestId("place-order").click();
  await expect(page.locator(".notification").getByText("Zamówienie oczekuje!")).toBeVisible();
  await expect(page.getByTestId("thank-you")).toHaveCount(0);
  // A clear waiting state with a reference and the total it will be charged.
  const waiting = page.getByTestId("offline-order-waiting");
  await expect(waiting.getByRole("status")).toHaveText(
    "Zamówienie zostanie wysłane po odzyskaniu połączenia.",
  );
  await expect(waiting.getByTestId("offline-order-reference")).toHaveText(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
  await expect(waiting.getByTestId("offline-order-total")).toHaveText(shownOnline);
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/offline-waiting-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/offline-waiting-phone.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  // The other tab reloads while offline (served by the service worker); the stored order survives it.
  await second.reload();
  await shopReady(second);
  expect(sentByFirstTab).toEqual([]);

  await context.setOffline(false);

  // One of the tabs sent it and says so, with the order number.
  const sentNotice = /Zamówienie złożone offline zostało wysłane\. Numer zamówienia: \d+/;
  await expect
    .poll(
      async () =>
        (await page.locator(".notification").getByText(sentNotice).count()) +
        (await second.locator(".notification").getByText(sentNotice).count()),
    )
    .toBe(1);
  await expect
    .poll(() => outbox().filter((mail) => mail.kind === "order_confirmation" && mail.to === email).length)
    .toBe(1);
  // Both tabs came back online; one sent the order, once, with the key it was stored under.
  const keys = [...sentByFirstTab, ...sentBySecondTab];
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^\d{13}-[0-9a-f-]{36}$/);
  // The tab that placed it opens the order's page (whichever tab sent it), charged exactly what was shown.
  await expect(page).toHaveURL(/\/zamowienie\/\d{9}\/[A-Za-z0-9]{32}$/, { timeout: 20_000 });
  await expect(page.getByTestId("order-number")).toHaveText(/^\d{9}$/);
  await expect(page.locator(".order-details__grand dd")).toHaveText(shownOnline);
  const mail = outbox().find((entry) => entry.kind === "order_confirmation" && entry.to === email);
  expect(mail?.subject).toContain((await page.getByTestId("order-number").textContent()) ?? "-");
  expect(mail?.text.replace(/[\u00a0\u202f]/g, " ")).toContain(
    `Razem do zapłaty: ${shownOnline.replace(/[\u00a0\u202f]/g, " ")}`,
  );
  // The cart is reloaded in both tabs: the ordered lines are gone.
  await expect(cartCount(page)).toHaveText("0");
  await expect(cartCount(second)).toHaveText("0");

  // Nothing more goes out later: a reload of both tabs finds the order transmitted.
  await open(page, "/");
  await expect(cartCount(page)).toHaveText("0");
  await second.reload();
  await shopReady(second);
  expect([...sentByFirstTab, ...sentBySecondTab]).toHaveLength(1);
  expect(outbox().filter((mail) => mail.kind === "order_confirmation" && mail.to === email)).toHaveLength(1);
  await second.close();
});
