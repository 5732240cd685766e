import { expect, test } from "@playwright/test";
import { addToCart, cartCount, open, PRODUCTS } from "./shopper";

test("when the API fails during add-to-cart the shopper sees an error and loses nothing", async ({
  page,
}) => {
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);

  await open(page, PRODUCTS.shirt.path);
  await page.route("**/api/cart/update**", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ code: 503, result: { message: "Serwis chwilowo niedostępny." } }),
    }),
  );
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByText("Nie udało się zapisać zmian w koszyku. Spróbuj ponownie.")).toBeVisible();
  await expect(cartCount(page)).toHaveText("1");

  // The earlier line is intact, locally and after a reload from the browser's storage.
  await page.unroute("**/api/cart/update**");
  await open(page, "/koszyk");
  await expect(page.locator(".cart-line")).toHaveCount(1);
  await expect(
    page.locator(`.cart-line[data-sku="${PRODUCTS.scarf.sku}"] [data-testid="line-qty"]`),
  ).toHaveValue("1");
});
