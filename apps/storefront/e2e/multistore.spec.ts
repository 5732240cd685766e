import { expect, test } from "@playwright/test";
import { type OwnStorefront, startStorefront } from "./ownStorefront";
import { API_ORIGIN } from "./shopper";
import { hydrated, watchErrors } from "./support";

// A second storefront server with the multistore setting on (behaviour.md §1: off by default), against the
// journeys' API: the German and Italian store views and the Accept-Language redirect (§8.11).
let shop: OwnStorefront;

test.beforeAll(async () => {
  // on the port whose origin the journeys' API admits (playwright.config.ts): its pages fetch prices
  shop = await startStorefront(API_ORIGIN, {
    MULTISTORE: "true",
    SEARCH_TIMEOUT_MS: "3000",
    PORT: process.env.E2E_MULTISTORE_PORT ?? "13005",
  });
});

test.afterAll(async () => {
  await shop?.stop();
});

for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`store views (${device.label})`, () => {
    test.use({ viewport: device.viewport, locale: "de-DE" });

    test("a German visitor of the Polish home is sent to /de, with German banners and /de links", async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.goto(`${shop.origin}/`);
      await hydrated(page);
      // store.url + the original path (§8.11): "/de" + "/".
      expect(new URL(page.url()).pathname).toBe("/de/");
      await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
      const banners = page.getByRole("region", { name: "Aktionen" });
      await expect(banners).toBeVisible();
      await expect(banners.getByRole("button", { name: "Deutsch" })).toHaveAttribute("aria-pressed", "true");
      await page.screenshot({ path: test.info().outputPath(`de-home-${device.label}.png`) });
      // This server is an origin of its own, so the cookie notice is still unanswered here: the shopper
      // answers it first (appearing after hydration, it could otherwise take the click meant for a tile).
      await page.getByRole("button", { name: "Odrzucam opcjonalne" }).click();
      await expect(page.getByRole("button", { name: "Odrzucam opcjonalne" })).toHaveCount(0);
      // Through the store's own links: a section's product, still in the German store.
      await page.locator(".product-tile__link").first().click();
      await expect(page).toHaveURL(/\/de\/[a-z0-9-]+/);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
      await page.screenshot({ path: test.info().outputPath(`de-product-${device.label}.png`) });
      expect(errors).toEqual([]);
    });

    test("the Italian store's category page lists its products with /it links", async ({ page }) => {
      await page.goto(`${shop.origin}/it/kobiety/sukienki`);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "it-IT");
      await expect(page.getByRole("heading", { level: 1, name: "Sukienki" })).toBeVisible();
      const hrefs = await page
        .locator(".product-tile__link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(hrefs.length).toBeGreaterThan(10);
      expect(hrefs.filter((href) => !href.startsWith("/it/"))).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`it-category-${device.label}.png`) });
    });
  });
}

test.describe("store views with a Polish browser", () => {
  test.use({ locale: "pl-PL" });

  test("a Polish visitor stays in the Polish store at the root", async ({ page }) => {
    await page.goto(`${shop.origin}/kobiety`);
    expect(new URL(page.url()).pathname).toBe("/kobiety");
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  });
});
