import { expect, type Page, test } from "@playwright/test";
import { addToCart, open, PRODUCTS, shopReady } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * A guest clicks "Koszyk" in the header the moment the page reports ready. The header's shopper links come
 * in a chunk of their own beside hydration; until it has run (8–88 ms after ready on a quiet machine,
 * longer on a slow connection) the header shows the server's drawing of them. Whatever "Koszyk" is on the
 * screen at that moment opens the cart.
 */
const PAGE = "/kobiety/sukienki";
const SCARF = "Żółta chusta";
const SHOPPER_LINKS_CHUNK = /\/assets\/ShopperOverlays-[^/]+\.js$/;

/** Clicks the "Koszyk" the header shows now: the server's drawing or the real button, whichever is on screen. */
async function clickHeaderCart(page: Page): Promise<void> {
  await page.locator("#header-shopper .cart-button").filter({ visible: true }).click();
}

for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`"Koszyk" right after ready (${device.label}, guest)`, () => {
    test.use({ viewport: device.viewport });

    test.describe("on a first visit over a slow connection", () => {
      // No service worker yet: the chunk comes from the network (a worker would serve it from its cache).
      test.use({ serviceWorkers: "block" });

      test("before the shopper links' chunk has arrived, the header's Koszyk opens the cart page with the guest's line", async ({
        page,
      }) => {
        await open(page, PRODUCTS.scarf.path);
        await addToCart(page, 1);

        // The shopper links' chunk is held back (a slow connection) until the shopper has clicked.
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(SHOPPER_LINKS_CHUNK, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(PAGE);
        await shopReady(page);
        await expect(page.getByTestId("microcart-button")).toHaveCount(0); // still the server's drawing
        await page
          .locator(".site-header")
          .screenshot({ path: `test-results/header-cart-placeholder-${device.label}.png` });
        await clickHeaderCart(page);
        release();

        await expect(page).toHaveURL(/\/koszyk$/);
        await expect(page.getByRole("heading", { level: 1, name: "Koszyk" })).toBeVisible();
        await expect(page.locator(".cart-page__live")).toContainText(SCARF);
        await expectNoSeriousA11yViolations(page);
        await page.screenshot({ path: `test-results/header-cart-early-${device.label}.png` });
      });
    });

    test("clicked at once after ready, the header's Koszyk opens the cart", async ({ page }) => {
      await open(page, PRODUCTS.scarf.path);
      await addToCart(page, 1);
      await page.goto(PAGE);
      await shopReady(page);
      await clickHeaderCart(page);
      // The microcart when the real button was already there, else the cart page: the cart either way.
      const panel = page.getByRole("dialog", { name: "Koszyk" });
      const cartPage = page.getByRole("heading", { level: 1, name: "Koszyk" });
      await expect(panel.or(cartPage)).toBeVisible();
      await expect(page.locator("#microcart, .cart-page__live").filter({ hasText: SCARF })).toBeVisible();
    });
  });
}
