import { expect, test } from "@playwright/test";
import { cartCount, open, PRODUCTS } from "./shopper";

test("a shopper adds a product straight from a listing tile", async ({ page }) => {
  await open(page, "/szukaj?q=%C5%BC%C3%B3%C5%82ta%20chusta");
  const tile = page.locator(`.product-tile[data-sku="${PRODUCTS.scarf.sku}"]`);
  await tile.getByRole("button", { name: "Dodaj do koszyka: Żółta chusta" }).click();
  await expect(page.getByText("Produkt został dodany do koszyka!")).toBeVisible();
  await expect(cartCount(page)).toHaveText("1");
  // The notification leads to the checkout.
  await page.getByRole("link", { name: "Przejdź do kasy" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});
