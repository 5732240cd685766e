import { expect, test } from "@playwright/test";

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
