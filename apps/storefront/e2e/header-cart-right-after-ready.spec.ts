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

/**
 * Clicks where the header shows "Koszyk", as a finger does: whatever is on screen there at that moment, the
 * server's drawing or the real button (both take one box). A locator's click would hold on to the element it
 * found first, and the drawing stays in the document, hidden, once the real links arrive.
 */
async function clickHeaderCart(page: Page): Promise<void> {
  await expect(page.locator("#header-shopper .cart-button").filter({ visible: true })).toHaveCount(1);
  const centre = await page.evaluate(() => {
    const shown = [...document.querySelectorAll("#header-shopper .cart-button")]
      .map((element) => element.getBoundingClientRect())
      .find((box) => box.width > 0 && box.height > 0);
    return shown ? { x: shown.x + shown.width / 2, y: shown.y + shown.height / 2 } : null;
  });
  expect(centre, "a visible Koszyk in the header").not.toBeNull();
  await page.mouse.click(centre?.x ?? 0, centre?.y ?? 0);
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
