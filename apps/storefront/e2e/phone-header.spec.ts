import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, hydrated, watchErrors } from "./support";

/**
 * The height of the sticky header's visible chrome: from its top to the bottom of the compact row or, when
 * shown, the search row (the CMS promo strip above it scrolls away with the page and is not counted).
 */
function chromeBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector(".site-header");
    if (!header) return 0;
    const parts = [header, document.querySelector(".site-header__search")];
    const bottom = Math.max(
      ...parts
        .filter((part): part is Element => part !== null && getComputedStyle(part).visibility !== "hidden")
        .map((part) => part.getBoundingClientRect().bottom),
    );
    return bottom - header.getBoundingClientRect().top;
  });
}

/** Scrolls by `dy` with the mouse wheel and waits until the page has moved and the header has settled. */
async function scrollBy(page: Page, dy: number, collapsed: boolean) {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, dy);
  await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(before);
  await expect(page.locator(".site-header")).toHaveAttribute("data-collapsed", String(collapsed));
  // The fold is a transition: wait until it is over (state, not time).
  await page
    .locator(".site-header__search")
    .evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
}

/**
 * Prices and add-to-cart buttons below the header are painted on top: nothing floating (the scroll-to-top
 * button, the header) covers their centre. Returns the texts of those that are covered.
 */
function coveredPricesAndButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector(".site-header__search") ?? document.querySelector(".site-header");
    const top = Math.max(
      document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0,
      header && getComputedStyle(header).visibility !== "hidden" ? header.getBoundingClientRect().bottom : 0,
    );
    const covered: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>(
      "#main .price, #main .product-tile__add, #main .add-to-cart button",
    );
    for (const element of targets) {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (box.width === 0 || y <= top || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit !== element && !element.contains(hit))
        covered.push(`${element.textContent} under ${hit.className}`);
    }
    return covered;
  });
}

test.describe("phone header", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("is compact, folds its search row away on scroll down, brings it back on scroll up, and the scroll-to-top button covers nothing", async ({
    page,
  }, testInfo) => {
    const errors = watchErrors(page);
    await page.goto("/category/sukienki");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("data-shop-ready", "true");
    const search = page.getByRole("combobox", { name: "Szukaj produktów" });
    await expect(search).toBeVisible();
    expect(await chromeBottom(page)).toBeLessThanOrEqual(110);
    await page.screenshot({ path: testInfo.outputPath("header-phone-top.png") });

    await scrollBy(page, 900, true);
    await expect(search).toBeHidden();
    expect(await chromeBottom(page)).toBeLessThanOrEqual(64);
    expect(await coveredPricesAndButtons(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("header-phone-scrolled-down.png") });

    await scrollBy(page, -200, false);
    await expect(search).toBeVisible();
    const toTop = page.getByRole("button", { name: "Przewiń do góry" });
    await expect(toTop).toBeVisible();
    // The scroll-to-top button is part of the header's chrome, not floating over the products.
    const topBox = await toTop.boundingBox();
    const headerTop = await page.locator(".site-header").evaluate((h) => h.getBoundingClientRect().top);
    expect(topBox && topBox.y + topBox.height).toBeLessThanOrEqual(headerTop + (await chromeBottom(page)));
    // Inside the search row's padding, like the search box on its left (issue 12: it ran off the screen).
    expect(topBox && topBox.x + topBox.width).toBeLessThanOrEqual(390 - 16);
    expect(await coveredPricesAndButtons(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("header-phone-scrolled-up.png") });
    await expectNoSeriousA11yViolations(page);

    await toTop.tap();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // The product page: the add-to-cart button and the price are never under the button either.
    await page.locator(".product-tile a").first().tap();
    await expect(page.locator("h1")).toBeVisible();
    await hydrated(page);
    for (const dy of [300, 300, -150]) {
      await page.mouse.wheel(0, dy);
      await expect.poll(() => coveredPricesAndButtons(page)).toEqual([]);
    }
    await page.screenshot({ path: testInfo.outputPath("header-phone-product.png") });
    expect(errors).toEqual([]);
  });

  test("at 200 % zoom on a desktop (640×400) the folded header takes at most 16 % of the screen", async ({
    browser,
  }, testInfo) => {
    const page = await browser.newPage({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
    await page.goto("/category/sukienki");
    await hydrated(page);
    expect(await chromeBottom(page)).toBeLessThanOrEqual(110);
    await scrollBy(page, 600, true);
    expect(await chromeBottom(page)).toBeLessThanOrEqual(64);
    await page.screenshot({ path: testInfo.outputPath("header-zoom-200.png") });
    await page.close();
  });
});
