import { expect, test } from "@playwright/test";
import { cartCount, grosze, open } from "./shopper";

const GROUPED = "/komplet-akcesoriow-karol-5222";
const BUNDLE = "/p/ZES-5219/zestaw-czapka-beanie-gabriela-khaki-listonoszka-5219";

/** The skus of the items a set page lists under its contents heading, from their links. */
async function contentsCount(page: import("@playwright/test").Page): Promise<number> {
  return page.locator(".product__contents li").count();
}

test("adding a grouped product puts each of its items in the cart", async ({ page }) => {
  await open(page, GROUPED);
  const items = await contentsCount(page);
  expect(items).toBe(3);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByText("Komplet został dodany do koszyka!").first()).toBeVisible();
  await expect(cartCount(page)).toHaveText("3");
  await open(page, "/koszyk");
  await expect(page.locator(".cart-line")).toHaveCount(3);
  // The grouped product itself is not a line: the API refuses it, its items are bought one by one.
  await expect(page.locator('.cart-line[data-sku="ZES-5222"]')).toHaveCount(0);
});

test("adding a grouped product from its search tile puts its items in the cart too", async ({ page }) => {
  await open(page, "/szukaj?q=komplet%20akcesori%C3%B3w%20karol");
  const tile = page.locator('.product-tile[data-sku="ZES-5222"]');
  await tile.locator(".product-tile__add").click();
  await expect(page.getByText("Komplet został dodany do koszyka!").first()).toBeVisible();
  await expect(cartCount(page)).toHaveText("3");
});

test("a bundle costs in the cart what its product page shows: the sum of its parts", async ({ page }) => {
  await open(page, BUNDLE);
  const shown = grosze((await page.locator(".product__info .price").first().textContent()) ?? "");
  const parts = await page.locator(".product__contents li").allTextContents();
  const sum = parts.reduce((total, text) => total + grosze(/([\d\s]+,\d{2})\s?zł/.exec(text)?.[1] ?? "0"), 0);
  expect(parts).toHaveLength(2);
  expect(shown).toBe(sum);
  // A listing tile (which shows the catalogue's stored price) says the same.
  const response = await page.request.get("/szukaj?q=zestaw%20czapka%20beanie%20gabriela");
  const tile = /data-sku="ZES-5219"[\s\S]*?(\d[\d\s]*,\d{2})\s?zł/.exec(await response.text());
  expect(grosze(tile?.[1] ?? "")).toBe(shown);
  await page.getByTestId("add-to-cart").click();
  await expect(cartCount(page)).toHaveText("1");
  await open(page, "/koszyk");
  // The subtotal comes from the API's cart totals (api-contract S4).
  const subtotal = page.locator(".cart-totals__row--subtotal dd");
  await expect(subtotal).toBeVisible();
  await expect.poll(async () => grosze((await subtotal.textContent()) ?? "")).toBe(shown);
  await expect
    .poll(async () => grosze((await page.locator(".cart-line__price").first().textContent()) ?? ""))
    .toBe(shown);
});
