import { expect, test } from "@playwright/test";
import { FIRST_VISIT } from "./consentState";
import { open } from "./shopper";

/**
 * WCAG 2.4.11 (issue 12): a keyboard user tabbing through a first visit's page never has the focused
 * element hidden under the fixed cookie notice, not even partly, down to the end of the page.
 */
test.use({ storageState: FIRST_VISIT, serviceWorkers: "block" });

for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(device.label, () => {
    test.use({ viewport: device.viewport });

    test("tabbing through the page never hides the focus under the cookie notice", async ({ page }) => {
      await open(page, "/kobiety/sukienki");
      const notice = page.getByTestId("consent-notice");
      await expect(notice).toBeVisible();
      // the live notice has taken over from the one the server drew
      await expect(page.locator(".consent--early")).toHaveCount(0);
      const hidden: string[] = [];
      let checked = 0;
      let insideNotice = 0;
      let leftNotice = false;
      // Every focusable element of the page: the notice comes first (after the skip link), then the page
      // down to its end, where the focus leaves the document.
      for (let step = 0; step < 400; step++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(() => {
          const active = document.activeElement;
          const panel = document.querySelector('[data-testid="consent-notice"]');
          if (!active || !panel || active === document.body) return { end: true, inPanel: false, skip: true };
          if (panel.contains(active)) return { end: false, inPanel: true, skip: true };
          const box = active.getBoundingClientRect();
          const cover = panel.getBoundingClientRect();
          // Elements not drawn (visually hidden skip links and the like) do not count.
          if (box.width < 2 || box.height < 2) return { end: false, inPanel: false, skip: true };
          return {
            end: false,
            inPanel: false,
            skip: false,
            overlap: Math.round(box.bottom - cover.top),
            name: `${active.tagName.toLowerCase()} "${(active.textContent ?? "").trim().slice(0, 40)}"`,
          };
        });
        if (focus.inPanel) {
          insideNotice++;
          if (leftNotice) break; // wrapped around to the notice again
          continue;
        }
        if (insideNotice > 0) leftNotice = true;
        if (focus.end && checked > 0) break;
        if (focus.skip) continue;
        checked++;
        if ((focus.overlap ?? 0) > 0) hidden.push(`${focus.name} (${focus.overlap}px under the notice)`);
      }
      // the walk went through the notice first and then through the page to its footer
      expect(insideNotice).toBeGreaterThan(0);
      expect(checked).toBeGreaterThan(30);
      await expect(notice.getByRole("button").first()).toBeVisible();
      expect(hidden).toEqual([]);
      await page.screenshot({ path: `test-results/cookie-notice-focus-${device.label}.png` });
    });
  });
}
