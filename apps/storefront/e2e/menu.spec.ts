import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, hydrated, watchErrors } from "./support";

/** Whether the element painted at the centre of `target` is `target` itself or inside it (nothing covers it). */
async function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

async function openPanels(page: Page) {
  return page.locator(".menu__panel:visible");
}

test.describe("desktop dropdown menu", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("opens below its trigger, fully visible, one at a time, and works from the keyboard", async ({
    page,
  }, testInfo) => {
    const errors = watchErrors(page);
    await page.goto("/category/sukienki");
    await hydrated(page);
    // Scrolled down: the sticky header's dropdown still opens below its button, not above the viewport.
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

    const women = page.getByRole("button", { name: "Kobiety: podkategorie" });
    await women.click();
    await expect(women).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`[id="${await women.getAttribute("aria-controls")}"]`);
    await expect(panel).toBeVisible();
    const toggleBox = await women.boundingBox();
    const panelBox = await panel.boundingBox();
    if (!toggleBox || !panelBox) throw new Error("no boxes");
    expect(panelBox.y).toBeGreaterThanOrEqual(toggleBox.y + toggleBox.height - 1);
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(800);
    expect(panelBox.x).toBeGreaterThanOrEqual(0);
    // Every entry of the panel is painted on top (no other menu, no page content drawn over it).
    for (const link of await panel.getByRole("link").all()) expect(await isOnTop(link)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath("menu-desktop-open.png") });
    await expectNoSeriousA11yViolations(page);

    // Opening another closes the first: one menu at a time.
    const men = page.getByRole("button", { name: "Mężczyźni: podkategorie" });
    await men.click();
    await expect(men).toHaveAttribute("aria-expanded", "true");
    await expect(women).toHaveAttribute("aria-expanded", "false");
    await expect(await openPanels(page)).toHaveCount(1);

    // Keyboard: Tab goes into the open panel, Escape closes it and focus returns to its button.
    await men.focus();
    await page.keyboard.press("Tab");
    const menPanel = page.locator(`[id="${await men.getAttribute("aria-controls")}"]`);
    await expect(menPanel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(men).toHaveAttribute("aria-expanded", "false");
    await expect(men).toBeFocused();
    await expect(await openPanels(page)).toHaveCount(0);

    // The pointer: hovering an entry opens its menu; leaving it closes it after the spec's delay (the
    // journey waits for the state, not for the time).
    const kids = page
      .locator(".menu__item")
      .filter({ has: page.getByRole("button", { name: "Dzieci: podkategorie" }) });
    await kids.hover();
    const kidsToggle = page.getByRole("button", { name: "Dzieci: podkategorie" });
    await expect(kidsToggle).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(640, 700);
    await expect(kidsToggle).toHaveAttribute("aria-expanded", "false");
    await expect(await openPanels(page)).toHaveCount(0);

    // Open by click, leave and come straight back: a click on the button then shows the menu (whether
    // or not the delayed close has run meanwhile), it does not close it under the pointer.
    await women.click();
    await expect(women).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(640, 700);
    await women.click();
    await expect(women).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("phone menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("opens below its button, drills into a category and back, and closes on navigation", async ({
    page,
  }, testInfo) => {
    const errors = watchErrors(page);
    await page.goto("/");
    await hydrated(page);
    const open = page.getByRole("button", { name: "Menu", exact: true });
    await open.tap();
    await expect(open).toHaveAttribute("aria-expanded", "true");
    const drawer = page.locator(`[id="${await open.getAttribute("aria-controls")}"]`);
    await expect(drawer).toBeVisible();
    // The panel does not cover its own button: the button is still on top and can close the menu.
    expect(await isOnTop(open)).toBe(true);
    const buttonBox = await open.boundingBox();
    const drawerBox = await drawer.boundingBox();
    if (!buttonBox || !drawerBox) throw new Error("no boxes");
    expect(drawerBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height - 1);
    await page.screenshot({ path: testInfo.outputPath("menu-phone-open.png") });
    await expectNoSeriousA11yViolations(page);

    // Drill into "Kobiety", then back (the path pop is delayed for the slide; the journey waits for it).
    const women = page.getByRole("button", { name: "Kobiety: podkategorie" });
    await women.tap();
    const panel = page.locator(`[id="${await women.getAttribute("aria-controls")}"]`);
    await expect(panel.getByRole("link", { name: "Sukienki", exact: true })).toBeVisible();
    // The slide-in is over (its animations have finished), then nothing covers the entries.
    await panel.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
    expect(await isOnTop(panel.getByRole("link", { name: "Sukienki", exact: true }))).toBe(true);
    await page.screenshot({ path: testInfo.outputPath("menu-phone-sub.png") });
    await panel.getByRole("button", { name: "Wróć" }).tap();
    await expect(panel).toBeHidden();
    await expect(women).toBeVisible();

    // The button closes the menu again; a link navigates and closes it.
    await open.tap();
    await expect(drawer).toBeHidden();
    await open.tap();
    await women.tap();
    await panel.getByRole("link", { name: "Sukienki", exact: true }).tap();
    await expect(page.getByRole("heading", { level: 1, name: "Sukienki" })).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(open).toHaveAttribute("aria-expanded", "false");
    expect(errors).toEqual([]);
  });

  test("Escape closes the drawer, from a sub-category too, and returns the focus to the Menu button", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    await hydrated(page);
    const open = page.getByRole("button", { name: "Menu", exact: true });
    const drawer = page.locator(`[id="${await open.getAttribute("aria-controls")}"]`);
    await open.tap();
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await expect(open).toBeFocused();

    // with a category's sub-menu slid in, one Escape closes the whole drawer
    await open.tap();
    const women = page.getByRole("button", { name: "Kobiety: podkategorie" });
    await women.tap();
    const panel = page.locator(`[id="${await women.getAttribute("aria-controls")}"]`);
    await expect(panel.getByRole("link", { name: "Sukienki", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath("menu-phone-escaped.png") });
  });
});
