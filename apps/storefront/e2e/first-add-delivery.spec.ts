import { expect, test } from "@playwright/test";
import { addToCart, open, PRODUCTS } from "./shopper";

// The API prices delivery once the cart has a shipping method, so the answer to a cart's first add carries
// the goods alone. The panel showed "Do zapłaty" without the courier (129,99 zł) until the cart page asked
// again; the same cart then cost 134,99 zł on /koszyk.
test("a cart's first add shows the delivery in the panel, the same total as the cart page", async ({
  page,
}) => {
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await page.getByTestId("microcart-button").click();
  const panel = page.getByTestId("microcart");
  await expect(panel.getByText("Dostawa kurierem")).toBeVisible();
  await expect(panel.locator(".cart-totals")).toContainText("134,99 zł");

  await open(page, "/koszyk");
  await expect(page.locator(".cart-page").getByText("Dostawa kurierem")).toBeVisible();
  await expect(page.locator(".cart-page .cart-totals")).toContainText("134,99 zł");
});
