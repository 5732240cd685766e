import { expect, type Page, test } from "@playwright/test";
import { API_ORIGIN, adminHeaders, grosze, open, PRODUCTS } from "./shopper";

/**
 * Price refresh (catalogue.md §4, §7; issue 15): a product page served from the storefront's output cache
 * carries the prices of its render; after hydration the page asks the API's render-list and shows the
 * current price, without a reload. The price is changed the way a back office does it (the admin route),
 * with no cache announcement configured, so the cached page really is stale.
 */
test.use({ serviceWorkers: "block" });

const SKU = PRODUCTS.scarf.sku;

/** The price the shopper pays, in grosze (the first amount; a crossed-out original price follows it). */
const shownPrice = async (page: Page) =>
  grosze(
    (await page
      .locator(".product__info .price__amounts > span:not(.visually-hidden)")
      .first()
      .textContent()) ?? "",
  );

for (const { name, viewport } of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`a cached product page shows the current price after hydration (${name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const listed = await request.get(
      `${API_ORIGIN}/api/product/render-list?skus=${SKU}&currencyCode=PLN&storeId=1`,
    );
    const info = ((await listed.json()) as { result: { items: { price_info: Record<string, number> }[] } })
      .result.items[0]?.price_info;
    expect(info?.final_price).toBeGreaterThan(0);
    const regular = info?.regular_price ?? 0;
    const special = info?.special_price && info.special_price < regular ? info.special_price : null;

    await open(page, PRODUCTS.scarf.path);
    const rendered = await shownPrice(page);
    expect(rendered).toBe(Math.round((info?.final_price ?? 0) * 100));
    const next = rendered - 1000;
    // The category listing is rendered (and cached) before the change too.
    const categoryHref = await page
      .getByRole("link", { name: "Szaliki i czapki" })
      .first()
      .getAttribute("href");
    expect((await page.request.get(categoryHref ?? "/")).status()).toBe(200);
    try {
      const change = await request.post(`${API_ORIGIN}/api/admin/products/${SKU}`, {
        headers: await adminHeaders(),
        data: { special_price: next / 100 },
      });
      expect(change.status()).toBe(200);
      // The storefront still serves the page it rendered before the change (a special price now).
      const cached = await (await page.request.get(PRODUCTS.scarf.path)).text();
      expect(cached).toContain((rendered / 100).toFixed(2).replace(".", ","));

      await page.reload();
      await expect.poll(() => shownPrice(page)).toBe(next);
      await expect(page.locator("article.product")).toHaveAttribute("data-price-current", "true");
      await page.screenshot({ path: `test-results/price-refresh-${name}.png` });

      // The listing of its category, also from the cache, shows the current price on the scarf's tile.
      await page.goto(categoryHref ?? "/");
      const tile = page.locator(`.product-tile[data-sku="${SKU}"]`);
      await expect
        .poll(async () =>
          grosze(
            (await tile.locator(".price__amounts > span:not(.visually-hidden)").first().textContent()) ?? "",
          ),
        )
        .toBe(next);
    } finally {
      const restore = await request.post(`${API_ORIGIN}/api/admin/products/${SKU}`, {
        headers: await adminHeaders(),
        data: { price: regular, special_price: special },
      });
      expect(restore.status()).toBe(200);
    }
  });
}
