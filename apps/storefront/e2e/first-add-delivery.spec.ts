import { expect, test } from "@playwright/test";
import { addToCart, open, PRODUCTS } from "./shopper";

// A cart's first add is answered by one request whose totals price no delivery yet (the cart has no shipping
// method): the panel showed "Do zapłaty" without the courier while the cart page showed it. The delivery is
// asked for once the confirmation is on screen (click-path keeps the add's own two round trips).
test("the cart panel after a cart's first add shows the courier and the total the cart page shows", async ({
  page,
}) => {
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await page.getByTestId("microcart-button").click();
  const panel = page.getByTestId("microcart");
  await expect(panel).toBeVisible();
  await expect(panel.getByText("Dostawa kurierem")).toBeVisible();
  const panelTotal =
    (await panel
      .getByText(/Do zapłaty/)
      .first()
      .locator("..")
      .textContent()) ?? "";
  await page.screenshot({ path: "test-results/first-add-delivery-panel.png" });
  await open(page, "/koszyk");
  const cartTotal =
    (await page
      .getByText(/Do zapłaty/)
      .first()
      .locator("..")
      .textContent()) ?? "";
  const amount = (text: string) => text.match(/\d[\d\s]*,\d\d/)?.[0];
  expect(amount(panelTotal)).toBeTruthy();
  expect(amount(panelTotal)).toBe(amount(cartTotal));
});

test("while the first add's delivery price is on its way, the panel says so instead of a total without it", async ({
  page,
}) => {
  await open(page, PRODUCTS.scarf.path);
  // the delivery's requests come slowly (the pass that found it slowed them to 2 s)
  await page.route("**/api/cart/shipping-**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue().catch(() => {});
  });
  await addToCart(page, 1);
  await page.getByTestId("microcart-button").click();
  const panel = page.getByTestId("microcart");
  const coming = panel.locator('[data-code="shipping-pending"]');
  await expect(coming).toHaveText("Dostawaliczymy…");
  await page.screenshot({ path: "test-results/first-add-delivery-coming.png" });
  await expect(coming).toHaveCount(0, { timeout: 15_000 });
  await expect(panel.getByText("Dostawa kurierem")).toBeVisible();
});
