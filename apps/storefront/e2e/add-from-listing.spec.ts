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

/** Adds the first configurable tile of a listing (of a parent sku when given) and returns the child it showed. */
async function addFirstConfigurableTile(
  page: import("@playwright/test").Page,
  parentSku = "",
): Promise<string> {
  // A configurable tile shows a child: its sku has the colour and size after the parent's (SUK-0933-CZA-M).
  const tile = page.locator(".product-tile").filter({ has: page.locator(".product-tile__add") });
  const skus = await tile.evaluateAll((tiles) => tiles.map((t) => t.getAttribute("data-sku") ?? ""));
  const index = skus.findIndex(
    (sku) => /^[A-Z]+-\d+-[A-Z]+-[A-Z0-9]+$/.test(sku) && sku.startsWith(parentSku),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  const shown = skus[index] ?? "";
  await tile.nth(index).locator(".product-tile__add").click();
  await expect(page.getByText("Produkt został dodany do koszyka!")).toBeVisible();
  await expect(page.getByText("Nie udało się zapisać zmian w koszyku")).toHaveCount(0);
  await expect(cartCount(page)).toHaveText("1");
  return shown;
}

test("a configurable product added from a category tile is in the cart in the size and colour shown", async ({
  page,
}) => {
  await open(page, "/kobiety/sukienki?size=168");
  const shown = await addFirstConfigurableTile(page);
  // The size filter (S, id 168) chose the child the tile shows.
  expect(shown).toMatch(/-S$/);
  await open(page, "/koszyk");
  await expect(page.locator(".cart-line")).toHaveCount(1);
  await expect(page.locator(".cart-line").first()).toHaveAttribute("data-sku", shown);
});

test("a configurable product added from a search result is in the cart as the variant shown", async ({
  page,
}) => {
  // Koszula w kratę (KOS-0047): every child in stock, so the child shown can be bought.
  await open(page, "/szukaj?q=koszula%20w%20krat%C4%99");
  const shown = await addFirstConfigurableTile(page, "KOS-0047-");
  await open(page, "/koszyk");
  await expect(page.locator(".cart-line").first()).toHaveAttribute("data-sku", shown);
});
