import { expect, type Page, test } from "@playwright/test";
import { addToCart, fillCheckout, open, PRODUCTS, uniqueEmail } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

// the order readings are answered here, not by the service worker
test.use({ serviceWorkers: "block" });

/**
 * The bank app confirms a BLIK payment a few seconds after the order is placed (the gateway's notice
 * arrives while the shopper reads the thank-you page). The journeys' stand-in confirms at once, so the
 * first readings of the order are answered as the API answered them before the confirmation.
 */
async function holdPaymentFor(page: Page, readings: number): Promise<{ seen: () => number }> {
  let seen = 0;
  await page.route(/\/api\/ext\/order\/\d+\?/, async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    seen += 1;
    const response = await route.fetch();
    if (seen > readings) return route.fulfill({ response });
    const body = (await response.json()) as {
      result: { status?: unknown; payment?: Record<string, unknown> };
    };
    const order = body.result;
    order.status = "awaiting_payment";
    if (order.payment) order.payment = { ...order.payment, status: "pending" };
    return route.fulfill({ response, json: body });
  });
  return { seen: () => seen };
}

async function placeBlikOrder(page: Page): Promise<void> {
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await open(page, "/checkout");
  await fillCheckout(page, uniqueEmail("blik-wait"));
  await page.getByRole("group", { name: "Metoda płatności" }).getByRole("radio", { name: /BLIK/ }).check();
  await page.getByLabel(/^Kod BLIK/).fill("777123");
  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("thank-you")).toBeVisible({ timeout: 15_000 });
}

test("the thank-you page turns paid by itself when the BLIK payment is confirmed", async ({ page }) => {
  const readings = await holdPaymentFor(page, 2);
  await placeBlikOrder(page);
  await expect(page.getByText("Czekamy na płatność.")).toBeVisible();
  await expect(page.getByTestId("payment-watch")).toHaveText(
    "Czekamy na potwierdzenie płatności z banku. Ta strona odświeży się sama.",
  );
  await expectNoSeriousA11yViolations(page);
  // no reload: the page asks again (every 3 s) and shows what the API says now
  await expect(page.getByText(/^Zapłacono: \d/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Czekamy na płatność.")).toHaveCount(0);
  await expect(page.getByTestId("payment-watch")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Płatność przyjęta" })).toHaveText(
    "Płatność przyjęta. Zamówienie jest opłacone.",
  );
  expect(readings.seen()).toBe(3);
  // and stops asking once paid
  await page.waitForTimeout(4000);
  expect(readings.seen()).toBe(3);
});

test("after a minute without confirmation the page stops asking and offers to check again", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.clock.install();
  const readings = await holdPaymentFor(page, 21);
  await placeBlikOrder(page);
  await expect(page.getByTestId("payment-watch")).toContainText("Ta strona odświeży się sama.");
  // a minute on: the first reading and 20 checks 3 s apart, then no more
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(3000);
        return readings.seen();
      },
      { timeout: 90_000, intervals: [200] },
    )
    .toBe(21);
  await expect(page.getByTestId("payment-watch")).toContainText("Nie mamy jeszcze potwierdzenia płatności.");
  await page.clock.fastForward(10_000);
  await page.waitForTimeout(500);
  expect(readings.seen()).toBe(21);
  await page.getByRole("button", { name: "Sprawdź ponownie" }).click();
  await expect(page.getByText(/^Zapłacono: \d/)).toBeVisible({ timeout: 15_000 });
  expect(readings.seen()).toBe(22);
});
