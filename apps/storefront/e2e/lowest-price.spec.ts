import { expect, type Locator, type Page, test } from "@playwright/test";
import { hydrated } from "./support";

// Issue 27 (behaviour.md, the Omnibus directive: art. 6a ustawy o informowaniu o cenach): wherever a reduced
// price is shown (a struck regular price beside it), the lowest price of the 30 days before the reduction
// is shown with it. Places that show only the current price announce no reduction and need none.

const LOWEST = /Najniższa cena z 30 dni przed obniżką: \d+,\d{2}\s?zł/;

/** The first listing tile with a struck price, and its product link. */
async function reducedTile(page: Page): Promise<{ tile: Locator; href: string }> {
  const tile = page
    .locator(".product-tile")
    .filter({ has: page.locator(".price__original") })
    .first();
  await expect(tile).toBeVisible();
  const href = (await tile.locator(".product-tile__link").getAttribute("href")) ?? "";
  return { tile, href };
}

for (const device of [
  { label: "phone", viewport: { width: 390, height: 844 } },
  { label: "desktop", viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`the 30-day lowest price (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    test("beside every reduced price: listing and search tiles, product page, compare; none elsewhere shows a reduction", async ({
      page,
    }) => {
      await page.goto("/tag/wyprzedaz");
      await hydrated(page);
      const { tile, href } = await reducedTile(page);
      await expect(tile).toContainText(LOWEST);

      // search tiles
      const name = ((await tile.locator(".product-tile__name").textContent()) ?? "").trim();
      await page.goto(`/szukaj?q=${encodeURIComponent(name)}`);
      await hydrated(page);
      const found = page
        .locator(".product-tile")
        .filter({ hasText: name })
        .filter({ has: page.locator(".price__original") });
      await expect(found.first()).toContainText(LOWEST);

      // the product page
      await page.goto(href);
      await hydrated(page);
      const info = page.locator(".product__info");
      await expect(info.locator(".price__omnibus").first()).toHaveText(LOWEST);
      await page.screenshot({ path: `/tmp/shots-s11-27/lowest-price-product-${device.label}.png` });

      // compare
      await page.getByRole("button", { name: "Dodaj do porównania" }).click();
      await expect(page.getByTestId("compare-count")).toHaveText("1");
      await page.goto("/porownanie");
      await hydrated(page);
      await expect(page.locator("main")).toContainText(LOWEST);

      // recently viewed, the cart line: the current price only, no struck price to qualify
      await page.goto("/tag/wyprzedaz");
      await hydrated(page);
      for (const place of [page.locator(".recently-viewed"), page.locator(".cart-line")])
        if ((await place.count()) > 0) await expect(place.locator("s, del, .price__original")).toHaveCount(0);
    });
  });
}
