import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, hydrated, watchErrors } from "./support";

/** Whether the focused element is inside the element matching `selector`. */
function focusInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);
}

test.describe("phone filters", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("open as a full-screen panel with a live 'Pokaż N produktów', clear, close and keep focus inside", async ({
    page,
  }, testInfo) => {
    const errors = watchErrors(page);
    await page.goto("/category/sukienki");
    await hydrated(page);
    // A <summary> (the panel opens without JavaScript too), announced as an expandable control.
    const open = page.locator(".filters-details > summary", { hasText: /^Filtruj/ });
    await expect(open).toBeVisible();
    // Closed, the filters take no room: the products start right below the toolbar.
    const gridTop = await page.locator(".product-grid").evaluate((grid) => grid.getBoundingClientRect().top);
    expect(gridTop).toBeLessThan(500);

    await open.tap();
    const sheet = page.getByRole("dialog", { name: "Filtry" });
    await expect(sheet).toBeVisible();
    await expect(open).toBeHidden();
    await sheet.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
    const box = await sheet.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const count = page.locator(".listing__count");
    const show = sheet.getByRole("link", { name: /^Pokaż / });
    await expect(show).toHaveText(`Pokaż ${await count.textContent()}`);
    await expect(show).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath("filters-phone-open.png") });
    await expectNoSeriousA11yViolations(page);

    // A filter applies at once; the panel stays open and its button counts the products (Polish plural).
    const before = await count.textContent();
    await sheet.locator('a[data-filter="size"]', { hasText: /^S$/ }).tap();
    await expect(page).toHaveURL(/size=168/);
    await expect(count).not.toHaveText(before ?? "");
    await expect(show).toHaveText(/^Pokaż \d+ produkt(y|ów)?$/);
    await expect(show).toHaveText(`Pokaż ${await count.textContent()}`);
    await expect(sheet).toBeVisible();
    await expect(show).toBeInViewport();

    // Focus is trapped in the open panel, both ways.
    const close = sheet.getByRole("button", { name: "Zamknij filtry" });
    await close.focus();
    const stops = await sheet.locator("a[href], button").count();
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press("Tab");
      expect(await focusInside(page, ".filters-sheet")).toBe(true);
    }
    await close.focus();
    await page.keyboard.press("Shift+Tab");
    await expect(show).toBeFocused();

    // "Pokaż N produktów" closes the panel with the filter applied.
    await show.tap();
    await expect(sheet).toBeHidden();
    await expect(open).toBeVisible();
    await expect(open).toHaveText("Filtruj (1)");
    await expect(page).toHaveURL(/size=168/);
    await expect(page.locator(".product-grid .product-tile").first()).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath("filters-phone-applied.png") });

    // "Wyczyść" clears every filter; Escape closes and focus goes back to "Filtruj".
    await open.tap();
    await sheet.getByRole("link", { name: "Wyczyść" }).tap();
    await expect(page).not.toHaveURL(/size=/);
    await expect(count).toHaveText(before ?? "");
    await expect(show).toHaveText(`Pokaż ${before}`);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();
    expect(errors).toEqual([]);
  });
});

test("desktop keeps the filters in the sidebar, without the phone's button or footer", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/category/sukienki");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Filtry" })).toBeVisible();
  await expect(page.locator("summary", { hasText: /^Filtruj/ })).toBeHidden();
  await expect(page.getByRole("link", { name: /^Pokaż / })).toBeHidden();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("filters-desktop.png") });
});
