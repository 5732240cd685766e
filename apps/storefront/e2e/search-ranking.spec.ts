import { expect, test } from "@playwright/test";
import { open } from "./shopper";

for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`search ranking (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    test("a search opens on relevance: 'żółta' starts with products named 'Żółta'", async ({ page }) => {
      await open(page, "/szukaj?q=%C5%BC%C3%B3%C5%82ta");
      await expect(page.getByLabel("Sortuj")).toHaveValue("");
      await expect(page.getByLabel("Sortuj").locator("option:checked")).toHaveText("Trafność");
      const names = await page.locator(".product-tile__name").allTextContents();
      expect(names.length).toBeGreaterThan(3);
      for (const name of names.slice(0, 3)) expect(name.toLocaleLowerCase("pl")).toContain("żółt");
      // "Polecane" (the listings' order) is still one click away.
      await expect(page.getByLabel("Sortuj").locator("option", { hasText: "Polecane" })).toHaveCount(1);
      await page.screenshot({ path: `test-results/search-zolta-${device.label}.png` });
    });

    test("a search that finds nothing offers the shop's categories", async ({ page }) => {
      await open(page, "/szukaj?q=xyzqwe");
      await expect(page.getByText("Nie znaleźliśmy produktów dla „xyzqwe”")).toBeVisible();
      const nav = page.getByRole("navigation", { name: "Zobacz popularne kategorie" });
      await expect(nav.getByRole("link", { name: "Kobiety" })).toBeVisible();
      // nothing to filter or sort: no filter panel, no "Sortuj"
      await expect(page.locator(".listing__filters")).toHaveCount(0);
      await expect(page.getByLabel("Sortuj")).toHaveCount(0);
      await expect(page.getByRole("button", { name: /Filtruj/ })).toHaveCount(0);
      await page.screenshot({ path: `test-results/search-empty-${device.label}.png` });
      await nav.getByRole("link", { name: "Kobiety" }).click();
      await expect(page).toHaveURL(/kobiety/);
      await expect(page.locator(".product-tile").first()).toBeVisible();
    });
  });
}
