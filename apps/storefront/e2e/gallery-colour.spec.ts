import { expect, type Page, test } from "@playwright/test";
import { open } from "./shopper";

/** The picture paths of the gallery's thumbnails (the storefront's `/img/` route carries the path). */
async function thumbnailPaths(page: Page): Promise<string[]> {
  return page
    .locator(".gallery__thumbs img")
    .evaluateAll((images) => images.map((image) => decodeURIComponent(image.getAttribute("src") ?? "")));
}

for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`the gallery shows the chosen colour (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    test("a red dress shows its red pictures only, the navy one its navy pictures", async ({ page }) => {
      // Sukienka koktajlowa Oskar: red, navy and purple, two pictures each.
      await open(page, "/sukienka-koktajlowa-oskar-3630?childSku=SUK-3630-CZE-L");
      await expect(page.locator(".variant-picker__option--color legend")).toContainText("Kolor: Czerwony");
      await expect.poll(() => thumbnailPaths(page)).toHaveLength(2);
      for (const path of await thumbnailPaths(page)) expect(path).toContain("/czerwony/");
      await expect(page.locator(".gallery__main img")).toHaveAttribute("src", /czerwony/);
      // The second red picture, then another colour: the gallery follows the colour.
      await page.getByRole("button", { name: "Pokaż zdjęcie 2" }).click();
      await expect(page.locator(".gallery__main img")).toHaveAttribute("src", /czerwony/);
      await page.getByRole("button", { name: /^Kolor Granatowy/ }).click();
      await expect(page.locator(".variant-picker__option--color legend")).toContainText("Kolor: Granatowy");
      await expect
        .poll(async () => (await thumbnailPaths(page)).every((path) => path.includes("/granatowy/")))
        .toBe(true);
      await expect(page.locator(".gallery__main img")).toHaveAttribute("src", /granatowy/);
      await page.screenshot({ path: `test-results/gallery-colour-${device.label}.png` });
    });
  });
}
