import { expect, test } from "@playwright/test";
import { open } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

/** The chosen filters as chips above the products: each removes its own, two or more can be cleared at once. */
for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`chosen filters show as chips that remove them (${device.label})`, async ({ page }) => {
    await page.setViewportSize(device.viewport);
    await open(page, "/kobiety/sukienki");
    await expect(page.getByRole("navigation", { name: "Wybrane filtry" })).toHaveCount(0);

    // two filters chosen (the filters' own links give their URL)
    const colour = page.locator(".listing__filters a[href*='color=']").first();
    await open(page, (await colour.getAttribute("href")) ?? "");
    const size = page.locator(".listing__filters a[href*='size=']").first();
    await open(page, (await size.getAttribute("href")) ?? "");
    const chips = page.getByRole("navigation", { name: "Wybrane filtry" });
    await expect(chips.getByRole("link", { name: /^Usuń filtr Kolor: / })).toHaveCount(1);
    await expect(chips.getByRole("link", { name: /^Usuń filtr Rozmiar: / })).toHaveCount(1);
    await expect(chips.getByRole("link", { name: "Wyczyść wszystkie" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/active-filters-${device.label}.png` });

    // removing the colour keeps the size
    await chips.getByRole("link", { name: /^Usuń filtr Kolor: / }).click();
    await expect(page).not.toHaveURL(/color=/);
    await expect(page).toHaveURL(/size=/);
    await expect(chips.getByRole("link", { name: /^Usuń filtr Rozmiar: / })).toHaveCount(1);
    await expect(chips.getByRole("link", { name: "Wyczyść wszystkie" })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      device.viewport.width,
    );
  });
}
