import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { addToCart, open, PRODUCTS } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

// The shopper links (sign-in, wishlist, compare, cart) mount after hydration. Their header row is reserved
// from the first paint and never wraps, so nothing below the header moves when they arrive (CLS).
for (const width of [320, 390, 412, 1280]) {
  test(`the page below the header does not move when the shopper links arrive (${width} px wide)`, async ({
    browser,
  }) => {
    const mainTop = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/category/sukienki");
      if (javaScriptEnabled) await expect(page.getByTestId("compare-link")).toBeVisible();
      const top = await page.locator("main").evaluate((main) => main.getBoundingClientRect().top);
      await context.close();
      return top;
    };
    const serverRendered = await mainTop(false);
    expect(serverRendered).toBeGreaterThan(0);
    expect(await mainTop(true)).toBe(serverRendered);
  });
}

/** A layout shift as the journey reports it: its score and the elements that moved. */
interface Shift {
  readonly value: number;
  readonly at: number;
  readonly sources: readonly string[];
}

/**
 * Issue 29: CLS ≤ 0.02 on the category page, the product page and the cart with two lines, loaded on a slow
 * phone (4× CPU slowdown, 150 ms / 1.6 Mbit/s) — every `layout-shift` without recent input from the first
 * byte until the shopper code has loaded and the lazy images in view have arrived. A check that the room of
 * what arrives late (filters, images, the cart's lines, the shopper links) is reserved, not a timing test.
 */
async function shiftsWhileLoading(page: Page, context: BrowserContext, path: string): Promise<Shift[]> {
  await context.addInitScript(() => {
    const w = window as unknown as { shifts: Shift[] };
    w.shifts = [];
    const nameOf = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? "?");
      const classes = [...node.classList].slice(0, 2).join(".");
      return `${node.localName}${node.id ? `#${node.id}` : ""}${classes ? `.${classes}` : ""}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[])
        if (!entry.hadRecentInput)
          w.shifts.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            sources: entry.sources.map((source) => nameOf(source.node)),
          });
    }).observe({ type: "layout-shift", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-shop-ready", "true", { timeout: 45_000 });
  // the images in view finish loading (a lazy one that arrived without room would shift the page)
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .every((image) => image.complete),
    null,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(1000);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
}

for (const device of [
  { label: "phone", viewport: { width: 390, height: 844 } },
  { label: "desktop", viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`CLS ≤ 0.02 on a slow phone (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    for (const [name, path] of [
      ["category page", "/kobiety/sukienki"],
      ["product page", "/koszula-w-krate-47"],
    ] as const) {
      test(`the ${name} does not move while it loads`, async ({ page, context }) => {
        const shifts = await shiftsWhileLoading(page, context, path);
        await page.screenshot({ path: `/tmp/shots-s16-c/${name.replace(/ /g, "-")}-${device.label}.png` });
        const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
      });
    }

    test("the cart with two lines does not move while it loads", async ({ page, context }) => {
      await open(page, PRODUCTS.scarf.path);
      await addToCart(page, 1);
      await open(page, `${PRODUCTS.shirt.path}?childSku=KOS-0047-BRA-S`);
      await addToCart(page, 2);
      const shifts = await shiftsWhileLoading(page, context, "/koszyk");
      await expect(page.locator(".cart-page__live .cart-line[data-sku]")).toHaveCount(2);
      await page.screenshot({ path: `/tmp/shots-s16-c/cart-two-lines-${device.label}.png` });
      const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
