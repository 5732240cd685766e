import { expect, type Page, test } from "@playwright/test";
import { FIRST_VISIT } from "./consentState";
import { addToCart, fillCheckout, grosze, open, PRODUCTS, uniqueEmail } from "./shopper";

/**
 * Conversion events (transactions.md §7, api-contract.md §11.5) are configured for the journeys
 * (`CONVERSION_EVENTS=true` in playwright.config.ts). The browser posts them to the real API, which forwards
 * them with its server-held token to the ad platform; that platform is outside the machine, so
 * `e2e/fakeProviders.mjs` stands in for it and lists what it received.
 */
const PROVIDERS = `http://127.0.0.1:${process.env.E2E_PROVIDERS_PORT ?? 18090}`;

interface Forwarded {
  authorization: string | null;
  event: string;
  event_id: string;
  currency: string;
  value: number;
  items: { sku: string; qty: number; price: number }[];
  url: string;
  order_number?: string;
  consent: boolean;
  client_user_agent: string;
}

/**
 * Records the conversion events the page posts (and lets them through to the API): Chromium does not
 * expose the streamed request body to plain request listeners, so it is read at the routing step.
 */
async function recordSent(page: Page): Promise<{ event: string; event_id: string }[]> {
  const sent: { event: string; event_id: string }[] = [];
  await page.route("**/api/ext/conversion-events", async (route) => {
    const body = route.request().postDataJSON() as { event: string; event_id: string } | null;
    if (body) sent.push(body);
    await route.continue();
  });
  return sent;
}

/** The event id of the first `event` the page posted. */
async function sentEventId(sent: readonly { event: string; event_id: string }[], event: string) {
  await expect.poll(() => sent.some((entry) => entry.event === event)).toBe(true);
  return sent.find((entry) => entry.event === event)?.event_id ?? "";
}

/** What the ad platform received for one event id, once the API has forwarded it. */
async function forwarded(request: import("@playwright/test").APIRequestContext, eventId: string) {
  let found: Forwarded | undefined;
  await expect
    .poll(async () => {
      const all = (await (await request.get(`${PROVIDERS}/conversions`)).json()) as Forwarded[];
      found = all.find((entry) => entry.event_id === eventId);
      return found !== undefined;
    })
    .toBe(true);
  return found as Forwarded;
}

// A first visit whose shopper accepts every cookie purpose: the events need marketing consent.
test.use({ serviceWorkers: "block", storageState: FIRST_VISIT });

async function openAndAcceptAll(page: Page, path: string): Promise<void> {
  await open(page, path);
  await page.getByTestId("consent-notice").getByRole("button", { name: "Akceptuję wszystkie" }).click();
  await expect(page.getByTestId("consent-notice")).toHaveCount(0);
}

test("add_to_cart and purchase reach the ad platform with the items, the value in PLN and the order number", async ({
  page,
  request,
}) => {
  const sent = await recordSent(page);
  await openAndAcceptAll(page, PRODUCTS.scarf.path);
  const price = grosze((await page.locator(".product__info .price").first().textContent()) ?? "");
  await addToCart(page, 1);
  const addToCartEvent = await forwarded(request, await sentEventId(sent, "add_to_cart"));
  expect(addToCartEvent).toMatchObject({
    authorization: "Bearer e2e-conversions-token",
    event: "add_to_cart",
    currency: "PLN",
    value: price / 100,
    items: [{ sku: PRODUCTS.scarf.sku, qty: 1, price: price / 100 }],
    consent: true,
  });
  expect(new URL(addToCartEvent.url).pathname).toBe(PRODUCTS.scarf.path);
  expect(addToCartEvent.client_user_agent).not.toBe("");

  await open(page, "/checkout");
  await fillCheckout(page, uniqueEmail("konwersja"));
  await page
    .getByLabel(/Dostawa kurierem|Kurier/)
    .first()
    .check();
  await page
    .getByLabel(/Przelew/)
    .first()
    .check();
  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("thank-you")).toBeVisible({ timeout: 15_000 });
  const orderNumber = ((await page.getByTestId("order-number").textContent()) ?? "").replace(/\D/g, "");
  const purchase = await forwarded(request, await sentEventId(sent, "purchase"));
  expect(sent.map((entry) => entry.event)).toEqual(["add_to_cart", "purchase"]);
  // The server's grand total: the scarf and the 5,00 zł courier.
  expect(purchase).toMatchObject({
    event: "purchase",
    currency: "PLN",
    value: (price + 500) / 100,
    items: [{ sku: PRODUCTS.scarf.sku, qty: 1, price: price / 100 }],
    order_number: orderNumber,
  });
});

test("a failing conversion sink never disturbs the shopper", async ({ page }) => {
  const attempts: string[] = [];
  await page.route("**/api/ext/conversion-events", (route) => {
    attempts.push((route.request().postDataJSON() as { event: string }).event);
    return route.abort("connectionrefused");
  });
  await openAndAcceptAll(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await open(page, "/checkout");
  await fillCheckout(page, uniqueEmail("konwersja-blad"));
  await page
    .getByLabel(/Dostawa kurierem|Kurier/)
    .first()
    .check();
  await page
    .getByLabel(/Przelew/)
    .first()
    .check();
  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("thank-you")).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => attempts).toEqual(["add_to_cart", "purchase"]);
  // Nothing about the failed events was shown.
  await expect(page.locator(".notification--error")).toHaveCount(0);
});
