import { expect, test } from "@playwright/test";
import { open, PRODUCTS } from "./shopper";

/**
 * Recently viewed products (catalogue.md: the product page's "Ostatnio oglądane"): the products a shopper
 * opened before, newest first, the current one left out, each a tile with its picture, its name and, on
 * a line of its own, its price (the name and the price ran together as "Koszula w kratę149,99 zł").
 */
for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`the product page lists the products viewed before, each with its picture, name and price (${device.label})`, async ({
    page,
  }) => {
    await page.setViewportSize(device.viewport);
    await open(page, PRODUCTS.scarf.path);
    await open(page, PRODUCTS.shirt.path);
    await open(page, PRODUCTS.dress.path);
    const section = page.getByRole("region", { name: "Ostatnio oglądane" });
    await section.scrollIntoViewIfNeeded();
    const items = section.getByRole("listitem");
    await expect(items).toHaveCount(2);
    // newest first, at their canonical addresses, the dress itself left out
    await expect(items.nth(0).getByRole("link")).toHaveAttribute("href", "/koszula-w-krate-47");
    await expect(items.nth(1).getByRole("link")).toHaveAttribute("href", "/zolta-chusta-2892");
    await expect(items.nth(1)).toContainText("Żółta chusta");
    for (const index of [0, 1]) {
      const item = items.nth(index);
      const picture = await item.locator("img").boundingBox();
      const name = await item.getByRole("link").locator("span").boundingBox();
      const price = await item.locator(".recently-viewed__price").boundingBox();
      expect(picture && name && price).toBeTruthy();
      if (!picture || !name || !price) return;
      // picture above the name, the price below the name: three lines, nothing run together
      expect(name.y).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
      expect(price.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
      await expect(item.locator(".recently-viewed__price")).toHaveText(/^\d[\d ]*,\d\d zł$/);
    }
  });
}
