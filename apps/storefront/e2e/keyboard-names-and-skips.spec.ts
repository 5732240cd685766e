import { expect, test } from "@playwright/test";
import { FIRST_VISIT } from "./consentState";
import { open } from "./shopper";

// Issue 32: after "Odrzucam opcjonalne" the focus fell to <body>; 30 Tabs through the filter chips to the
// first product (no skip link); product links were announced "Wyróżnienia Sukienka …".

const SHOTS = process.env.E2E_SCREENSHOTS ?? "";

for (const size of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test.describe("a first visit", () => {
      test.use({ storageState: FIRST_VISIT, serviceWorkers: "block" });

      test("answering the cookie notice from the keyboard leaves the focus on the page's content", async ({
        page,
      }) => {
        await open(page, "/kobiety/sukienki");
        const reject = page.getByRole("button", { name: "Odrzucam opcjonalne" });
        await reject.focus();
        await page.keyboard.press("Enter");
        await expect(page.getByTestId("consent-notice")).toHaveCount(0);
        await expect(page.locator("#main")).toBeFocused();
        expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
      });
    });

    test("a skip link before the filters leads to the results, and a product link is named by its product", async ({
      page,
    }) => {
      await open(page, "/kobiety/sukienki");
      await page.locator("h1").focus();
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Przejdź do wyników" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/skip-link-${size.name}.png` });
      // it comes before every filter control
      const beforeFilters = await skip.evaluate((link) => {
        const filters = document.querySelector(".listing__filters");
        return filters
          ? Boolean(link.compareDocumentPosition(filters) & Node.DOCUMENT_POSITION_FOLLOWING)
          : false;
      });
      expect(beforeFilters).toBe(true);
      await page.keyboard.press("Enter");
      await expect(page.locator("#listing-results")).toBeFocused();
      await page.keyboard.press("Tab");
      const first = page.locator(".product-tile__link").first();
      await expect(first).toBeFocused();

      // a tile with flags: its link's name is the product's name, the flags describe it
      const flagged = page
        .locator(".product-tile")
        .filter({ has: page.locator(".product-tile__flags") })
        .first();
      const name = ((await flagged.locator(".product-tile__name").textContent()) ?? "").trim();
      const flag = ((await flagged.locator(".product-tile__flags li").first().textContent()) ?? "").trim();
      expect(name).not.toBe("");
      await expect(flagged.locator(".product-tile__link")).toHaveAccessibleName(name);
      await expect(flagged.locator(".product-tile__link")).toHaveAccessibleDescription(new RegExp(flag));
    });
  });
}
