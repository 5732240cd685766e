import { expect, type Page } from "@playwright/test";

/**
 * Waits until the service worker is active and controls the page. A document that loaded while the first
 * worker was still installing can miss its `clients.claim()`; one reload puts it under the worker.
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  }
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
