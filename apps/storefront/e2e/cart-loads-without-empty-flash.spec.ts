import { expect, test } from "@playwright/test";
import { addToCart, cartCount, open, PRODUCTS } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

// Issue 32: on a slow phone the cart page said "Twój koszyk jest pusty." for about a second before its
// lines arrived (CLS 0.30–0.33). With a 4× slower CPU and the shop's scripts held back, a cart with a
// line never shows the empty message, and the page moves by at most 0.1 (CLS) while it loads.
for (const device of [
  { label: "phone", viewport: { width: 390, height: 844 } },
  { label: "desktop", viewport: { width: 1280, height: 800 } },
]) {
  test(`a filled cart never reads as empty while it loads (${device.label})`, async ({ page, context }) => {
    await page.setViewportSize(device.viewport);
    await open(page, PRODUCTS.scarf.path);
    await addToCart(page, 1);
    await expect(cartCount(page)).toHaveText("1");

    // watch the page from its first byte: the empty message, and every layout shift
    await context.addInitScript(() => {
      const w = window as unknown as { sawEmpty: boolean; cls: number };
      w.sawEmpty = false;
      w.cls = 0;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes("Twój koszyk jest pusty.")) w.sawEmpty = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) w.cls += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // the scripts that load the cart arrive 1.5 s late
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });

    await page.goto("/koszyk", { waitUntil: "domcontentloaded" });
    const live = page.locator(".cart-page__live");
    // before the scripts: a placeholder line, never the empty message
    // (the page's: the microcart panel, mounted once the shopper code is there, draws its own placeholder; and
    // for a moment the server's pending part and the live part that replaces it are both in the page)
    await expect(live.getByTestId("cart-lines-loading").filter({ visible: true }).first()).toBeVisible();
    await page.screenshot({ path: `/tmp/shots-s13-b/cart-loading-${device.label}.png` });
    await expect(live.locator(`.cart-line[data-sku="${PRODUCTS.scarf.sku}"]`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(live.getByRole("link", { name: "Przejdź do kasy" })).toBeVisible();
    await page.waitForTimeout(500);
    const seen = await page.evaluate(() => {
      const w = window as unknown as { sawEmpty: boolean; cls: number };
      return { sawEmpty: w.sawEmpty, cls: w.cls };
    });
    expect(seen.sawEmpty).toBe(false);
    expect(seen.cls).toBeLessThanOrEqual(0.1);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await page.screenshot({ path: `/tmp/shots-s13-b/cart-loaded-${device.label}.png` });
    await expectNoSeriousA11yViolations(page);
  });
}
