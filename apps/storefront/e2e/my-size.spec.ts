import { expect, type Page, test } from "@playwright/test";
import { open, PRODUCTS, storedValue } from "./shopper";

/**
 * "Mój rozmiar" (issue 15): the size a shopper picks is remembered in the browser (the `my-size` claim),
 * preselected on the next product page that has it in stock, and offered as a filter shortcut on listings
 * that have it.
 */
test.use({ serviceWorkers: "block" });

const chosenSize = (page: Page) => page.locator('[data-option="size"][aria-pressed="true"]');

for (const { name, viewport } of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`a size picked once is preselected on the next product and offered on a listing (${name})`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    // The shirt opens on XS (its default); the shopper picks S.
    await open(page, PRODUCTS.shirt.path);
    await expect(chosenSize(page)).toHaveText("XS");
    const size = "S";
    await page.locator('[data-option="size"]', { hasText: /^S$/ }).click();
    await expect(chosenSize(page)).toHaveText(size);
    await expect
      .poll(() => storedValue(page, "shop/claims/my-size"))
      .toMatchObject({ code: "my-size", value: { label: size }, description: `Mój rozmiar: ${size}` });

    // Opened again from its plain address (the default would be XS), the shirt takes my size.
    await open(page, "/");
    await open(page, PRODUCTS.shirt.path);
    await expect(chosenSize(page)).toHaveText(size);
    await expect(page).toHaveURL(/-S$/);
    await page.screenshot({ path: `test-results/my-size-product-${name}.png` });

    // A listing with dresses in M offers the shortcut; it applies the size filter.
    await open(page, "/category/sukienki");
    const shortcut = page.getByTestId("my-size");
    await expect(shortcut).toHaveText(`Mój rozmiar: ${size}`);
    await page.screenshot({ path: `test-results/my-size-listing-${name}.png` });
    // The shortcut fills the toolbar row without making it taller: the grid is where the server put it.
    const gridTop = (target: Page) =>
      target.locator(".product-grid").evaluate((grid) => grid.getBoundingClientRect().top + window.scrollY);
    const withShortcut = await gridTop(page);
    const serverOnly = await browser.newContext({ viewport, javaScriptEnabled: false });
    const plain = await serverOnly.newPage();
    await plain.goto("/category/sukienki");
    expect(withShortcut).toBe(await gridTop(plain));
    await serverOnly.close();
    await shortcut.click();
    await expect(page).toHaveURL(/[?&]size=\d+/);
    await expect(shortcut).toHaveCount(0);
  });
}

test("a listing opened with one size filtered remembers that size once the shopper code has started", async ({
  page,
}) => {
  await open(page, "/kobiety/sukienki?size=168");
  await expect
    .poll(() => storedValue(page, "shop/claims/my-size"))
    .toMatchObject({ code: "my-size", value: { id: "168" } });
  // the next product with that size in stock opens on it
  const label = ((await storedValue(page, "shop/claims/my-size")) as { value: { label: string } }).value
    .label;
  await open(page, PRODUCTS.shirt.path);
  await expect(chosenSize(page)).toHaveText(label);
});
