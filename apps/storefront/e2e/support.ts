import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Collects console errors and page errors (hydration mismatches surface here). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has hydrated the server-rendered document. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Runs axe and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // only the violations are read: axe then skips describing every passing node (much of its time)
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The prices of the tiles on the page, in grosze. */
export async function tilePrices(page: Page): Promise<number[]> {
  const texts = await page
    .locator(".product-grid .price__amounts > span:not(.visually-hidden):first-of-type")
    .allTextContents();
  return texts.map((text) => Math.round(Number(text.replace(/[^\d,]/g, "").replace(",", ".")) * 100));
}
