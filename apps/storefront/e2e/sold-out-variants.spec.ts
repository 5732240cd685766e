import { expect, test } from "@playwright/test";
import { API_ORIGIN, open } from "./shopper";

/** The stock of skus as the API's stock list answers (api-contract §7.4). */
async function stockOf(
  request: import("@playwright/test").APIRequestContext,
  skus: string[],
): Promise<Map<string, boolean>> {
  const result = new Map<string, boolean>();
  for (let i = 0; i < skus.length; i += 15) {
    const batch = skus.slice(i, i + 15);
    const answer = await request.get(
      `${API_ORIGIN}/api/stock/list?skus=${batch.map(encodeURIComponent).join(",")}`,
    );
    const body = (await answer.json()) as { result: { sku: string; is_in_stock: boolean }[] };
    for (const item of body.result) result.set(item.sku, item.is_in_stock);
  }
  return result;
}

for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`sold-out variants do not leak (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    test("every tile of the dresses shows, and links to, a variant in stock", async ({ page, request }) => {
      await open(page, "/kobiety/sukienki");
      const tiles = page.locator(".product-tile");
      await expect(tiles.first()).toBeVisible();
      const shown = await tiles.evaluateAll((all) =>
        all.map((tile) => ({
          sku: tile.getAttribute("data-sku") ?? "",
          href: tile.querySelector("a")?.getAttribute("href") ?? "",
        })),
      );
      const configurable = shown.filter((tile) => /childSku=/.test(tile.href));
      expect(configurable.length).toBeGreaterThan(10);
      // A child sku is its parent's plus colour and size (SUK-0933-BIA-S → SUK-0933).
      const parentOf = (sku: string) => sku.split("-").slice(0, 2).join("-");
      const stock = await stockOf(request, [
        ...configurable.map((tile) => tile.sku),
        ...configurable.map((tile) => parentOf(tile.sku)),
      ]);
      // A product with no variant in stock at all has nothing better to show.
      const soldOut = configurable
        .filter((tile) => stock.get(tile.sku) === false && stock.get(parentOf(tile.sku)) === true)
        .map((tile) => tile.sku);
      expect(soldOut).toEqual([]);
      // The page a tile opens preselects that variant: it can be bought.
      await page.locator(".product-tile__link").first().click();
      await expect(page.getByRole("button", { name: /Dodaj do koszyka/ }).first()).toBeVisible();
      await expect(page.getByText("Niedostępny", { exact: true })).toHaveCount(0);
    });

    test("colour + size filters list only products with that variant in stock", async ({ page, request }) => {
      // Czarny (49) + M (169).
      await open(page, "/kobiety/sukienki?color=49&size=169");
      const skus = await page
        .locator(".product-tile")
        .evaluateAll((all) => all.map((tile) => tile.getAttribute("data-sku") ?? ""));
      expect(skus.length).toBeGreaterThan(0);
      for (const sku of skus) expect(sku).toMatch(/-CZA-M$/);
      const stock = await stockOf(request, skus);
      for (const sku of skus) expect(stock.get(sku), sku).toBe(true);
      await page.screenshot({ path: `test-results/black-m-${device.label}.png` });
    });
  });
}
