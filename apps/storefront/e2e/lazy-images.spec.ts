import { expect, type Page, test } from "@playwright/test";
import { open } from "./shopper";

/**
 * The lazy loader of catalogue.md §9 ("retry attempt 2, preload 1.5", `@outlet/formatting` `LAZY_LOADER`):
 * a listing tile's image loads once its top comes within 1.5 viewport heights, a failed image is tried
 * twice in all, then the placeholder shows. No timing is involved: the journeys wait for states.
 */
test.use({ serviceWorkers: "block" });

const LISTING = "/category/sukienki";

/** Each tile image's state, its top relative to the viewport, and its path. */
const tileImages = (page: Page) =>
  page.locator(".product-tile .lazy-image").evaluateAll((images) =>
    images.map((image) => ({
      state: image.getAttribute("data-lazy"),
      top: image.getBoundingClientRect().top,
      src: (image as HTMLImageElement).getAttribute("src"),
    })),
  );

for (const { name, viewport } of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`tile images load within 1.5 viewport heights, not before (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await open(page, LISTING);
    const limit = viewport.height * 1.5;
    await expect
      .poll(async () =>
        (await tileImages(page)).filter((tile) => tile.top < limit).every((tile) => tile.state === "loading"),
      )
      .toBe(true);
    const images = await tileImages(page);
    const far = images.filter((tile) => tile.top >= limit);
    expect(far.length).toBeGreaterThan(5);
    for (const tile of far) expect(tile.state).toBe("waiting");
    expect(far.every((tile) => tile.src === null)).toBe(true);

    // Scrolled so that the first far tile's top is 1.4 viewport heights down: now it loads.
    const firstFar = page.locator('.product-tile .lazy-image[data-lazy="waiting"]').first();
    const top = await firstFar.evaluate((image) => image.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), top - viewport.height * 1.4);
    await expect(page.locator(".product-tile .lazy-image").nth(images.length - far.length)).toHaveAttribute(
      "data-lazy",
      "loading",
    );
    await page.screenshot({ path: `test-results/lazy-images-${name}.png` });
  });
}

test("a failed tile image is tried again once; one failing twice shows the placeholder", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const tries = new Map<string, number>();
  // The third and fourth tiles (the first two load eagerly): one fails once, the other always.
  let flaky = "";
  let broken = "";
  await page.route("**/img/600/828/**", async (route) => {
    const path = new URL(route.request().url()).pathname;
    tries.set(path, (tries.get(path) ?? 0) + 1);
    if (path === broken || (path === flaky && tries.get(path) === 1)) {
      await route.fulfill({ status: 503, body: "" });
      return;
    }
    await route.continue();
  });
  const html = await (await page.request.get(LISTING)).text();
  const paths = [...html.matchAll(/<noscript><img[^>]*src="([^"]+)"/g)].map((match) => match[1] ?? "");
  flaky = new URL(paths[0] ?? "", "http://x").pathname;
  broken = new URL(paths[1] ?? "", "http://x").pathname;
  expect(flaky).toMatch(/^\/img\/600\/828\//);
  await open(page, LISTING);
  const third = page.locator(".product-tile .lazy-image").nth(0);
  const fourth = page.locator(".product-tile .lazy-image").nth(1);
  await expect(third).toHaveAttribute("data-attempts", "2");
  await expect
    .poll(() => third.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await expect(fourth).toHaveAttribute("data-lazy", "failed");
  await expect(fourth).toHaveAttribute("src", "/placeholder.svg");
  expect(tries.get(flaky)).toBe(2);
  expect(tries.get(broken)).toBe(2);
});

test("without JavaScript the tiles show their images (the noscript copies)", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(LISTING);
  await expect(page.locator(".product-tile .lazy-image").first()).toBeHidden();
  const copy = page.locator(".product-tile__media noscript img").nth(2);
  await expect(copy).toBeVisible();
  await expect
    .poll(() => copy.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await page.screenshot({ path: "test-results/lazy-images-nojs-phone.png" });
  await context.close();
});
