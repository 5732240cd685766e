import { expect, test } from "@playwright/test";
import { FIRST_VISIT } from "./consentState";
import { open } from "./shopper";

/**
 * On a first visit the cookie notice is the first thing after the skip link in the keyboard order: a
 * keyboard user answers it in a few presses of Tab (it came after the whole page, about 75 presses).
 */
test.use({ storageState: FIRST_VISIT, serviceWorkers: "block" });

for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`the cookie notice is answered with the keyboard right after the skip link (${device.label})`, async ({
    page,
  }) => {
    await page.setViewportSize(device.viewport);
    await open(page, "/");
    const notice = page.getByTestId("consent-notice");
    await expect(notice).toBeVisible();
    // the live notice has taken over from the one the server drew
    await expect(page.locator(".consent--early")).toHaveCount(0);
    const accept = notice.getByRole("button", { name: "Akceptuję wszystkie" });
    let presses = 0;
    for (; presses < 6; presses++) {
      await page.keyboard.press("Tab");
      if (await accept.evaluate((button) => button === document.activeElement)) break;
    }
    // skip link, the privacy policy link in the notice's text, then "Akceptuję wszystkie"
    expect(presses + 1).toBeLessThanOrEqual(3);
    // still drawn at the bottom of the screen
    const box = await notice.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(device.viewport.height - 40);
    await page.keyboard.press("Enter");
    await expect(notice).toHaveCount(0);
  });
}
