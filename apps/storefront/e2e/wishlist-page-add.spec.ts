import { expect, test } from "@playwright/test";
import { cartCount, open, PRODUCTS, storedValue } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * The wishlist page as the best fashion shops have it (a tester found a bare list of names): each saved
 * product with its picture and price, and "Do koszyka" — a product without variants goes in at once, a
 * configurable one asks for the size, as on a listing tile.
 */
for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`the wishlist page shows pictures and prices and puts products in the cart (${device.label})`, async ({
    page,
  }) => {
    await page.setViewportSize(device.viewport);
    await open(page, PRODUCTS.shirt.path);
    await page.getByTestId("wishlist-toggle").click();
    // the next page is a new document: it reads the list once the first one has stored it
    await expect
      .poll(
        async () => ((await storedValue(page, "shop/wishlist/current-wishlist")) as unknown[] | null)?.length,
      )
      .toBe(1);
    await open(page, PRODUCTS.scarf.path);
    await page.getByTestId("wishlist-toggle").click();
    await expect(page.getByTestId("wishlist-count")).toHaveText("2");

    await open(page, "/wishlist");
    const items = page.getByTestId("wishlist-items").locator("li");
    await expect(items).toHaveCount(2);
    const scarf = items.filter({ hasText: "Żółta chusta" });
    await expect(scarf.locator(".wishlist__thumb img")).toHaveAttribute("src", /.+/);
    await expect(scarf.locator(".wishlist__price")).toHaveText(/\d+,\d{2}\s*zł/);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/wishlist-page-${device.label}.png`, fullPage: true });

    // a product without variants: in the cart at once
    await scarf.getByRole("button", { name: "Dodaj do koszyka: Żółta chusta" }).click();
    await expect(page.getByText("Produkt został dodany do koszyka!")).toBeVisible();
    await expect(cartCount(page)).toHaveText("1");

    // a configurable product: the size first
    const shirt = items.filter({ hasText: "Koszula" });
    await shirt.getByRole("button", { name: /^Dodaj do koszyka: Koszula/ }).click();
    const dialog = page.getByRole("dialog", { name: /Wybierz rozmiar/ });
    await expect(dialog.locator(".quick-add__size").first()).toBeVisible();
    await dialog.locator(".quick-add__size").first().click();
    await expect(dialog).toBeHidden();
    await expect(cartCount(page)).toHaveText("2");
    // no sideways scrolling on a narrow screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      device.viewport.width,
    );
  });
}
