import { expect, test } from "@playwright/test";
import { open } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

// Issue 32 (api-contract §8.4, `matched_color` and `matched_size`): a shopper types a product word, a
// colour and a size in the search box. The first tiles are red dresses whose red M is in stock, each
// linking that child, and the product page opens with "Czerwony" and "M" chosen.
const SHOTS = "/tmp/shots-s16-a";

for (const device of [
  { label: "phone", viewport: { width: 390, height: 844 } },
  { label: "desktop", viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`search by colour and size (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    test("sukienka czerwona M: the first tiles link a red M in stock, the page opens on red and M", async ({
      page,
    }) => {
      await open(page, "/");
      const box = page.getByRole("combobox", { name: "Szukaj produktów" });
      await box.fill("sukienka czerwona M");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/szukaj\?q=sukienka(\+|%20)czerwona(\+|%20)M/);
      // the URL changes before the results replace the home page's tiles: wait for the results' heading
      await expect(
        page.getByRole("heading", { level: 1, name: "Wyniki wyszukiwania: „sukienka czerwona M”" }),
      ).toBeVisible();
      const tiles = page.locator(".product-tile");
      await expect(tiles.first()).toBeVisible();
      const names = await page.locator(".product-tile__name").allTextContents();
      for (const name of names.slice(0, 5)) expect(name).toMatch(/^Sukienka/);
      // each of the first five links its red M (…-CZE-M), and none of them says it is sold out
      for (let i = 0; i < 5; i++) {
        await expect(tiles.nth(i).locator("a.product-tile__link")).toHaveAttribute(
          "href",
          /childSku=SUK-\d+-CZE-M$/,
        );
        await expect(tiles.nth(i)).not.toContainText("Wyprzedane");
      }
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/search-colour-size-${device.label}.png` });

      await tiles.first().locator("a.product-tile__link").click();
      await expect(page).toHaveURL(/childSku=SUK-\d+-CZE-M$/);
      await expect(page.locator(".variant-picker__option--color legend")).toContainText("Kolor: Czerwony");
      await expect(page.locator(".variant-picker__option--size legend")).toContainText("Rozmiar: M");
      await expect(page.getByRole("button", { name: "Dodaj do koszyka" })).toBeEnabled();
      await expectNoSeriousA11yViolations(page);
      // the picker is below the photo on a phone
      await page.locator(".variant-picker__option--size").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/search-colour-size-product-${device.label}.png` });
    });
  });
}
