import { expect, test } from "@playwright/test";
import { open } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

// Issue 32 (api-contract §8.4): colour words find the colour. "sukienka zolta" puts the yellow dresses
// first, and a tile links its yellow variant, which the product page opens with "Żółty" chosen.
for (const device of [
  { label: "phone", viewport: { width: 390, height: 844 } },
  { label: "desktop", viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`search by colour (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    test("sukienka zolta: the first tile is a yellow dress and opens its yellow variant", async ({
      page,
    }) => {
      await open(page, "/szukaj?q=sukienka%20zolta");
      const tiles = page.locator(".product-tile");
      await expect(tiles.first()).toBeVisible();
      const names = await page.locator(".product-tile__name").allTextContents();
      for (const name of names.slice(0, 10)) expect(name).toMatch(/^Sukienka/);
      // each of the first ten links a yellow child (…-ZOL-…)
      for (let i = 0; i < 10; i++)
        await expect(tiles.nth(i).locator("a.product-tile__link")).toHaveAttribute(
          "href",
          /childSku=[A-Z]+-\d+-ZOL-/,
        );
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `/tmp/shots-s13-b/search-colour-${device.label}.png` });
      await tiles.first().locator("a.product-tile__link").click();
      await expect(page.locator(".variant-picker__option--color legend")).toContainText("Kolor: Żółty");
      await expect(page).toHaveURL(/childSku=[A-Z]+-\d+-ZOL-/);
      await page.screenshot({ path: `/tmp/shots-s13-b/search-colour-product-${device.label}.png` });
    });
  });
}
