import { expect, type Page, test } from "@playwright/test";
import { open, PRODUCTS } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

// Issue 32: the compare page scrolled sideways on a phone (432 px in 390), and compare and recently viewed
// showed the parent's photo of a dress viewed in red.

const SHOTS = process.env.E2E_SCREENSHOTS ?? "";
const RED_DRESS = "/sukienka-koktajlowa-oskar-3630?childSku=SUK-3630-CZE-L";

/** How far the document scrolls sideways (0 when it fits the screen). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("a dress viewed in red is compared and remembered with its red photo; compare fits a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, RED_DRESS);
  await expect(page.locator(".gallery__main img")).toHaveAttribute("src", /czerwony/);
  await page.getByRole("button", { name: "Dodaj do porównania" }).click();
  await expect(page.getByTestId("compare-count")).toHaveText("1");
  await open(page, PRODUCTS.shirt.path);
  await page.getByRole("button", { name: "Dodaj do porównania" }).click();
  await expect(page.getByTestId("compare-count")).toHaveText("2");

  // recently viewed on the next product page: the red photo, and a link to the red dress
  const viewed = page.locator(".recently-viewed__list li").filter({ hasText: "Oskar" });
  await viewed.scrollIntoViewIfNeeded();
  await expect(viewed.locator("img")).toHaveAttribute("src", /czerwony/);
  await expect(viewed.locator("a").first()).toHaveAttribute("href", /childSku=SUK-3630-CZE/);

  await open(page, "/porownanie");
  const dress = page.locator('.compare__table thead th[data-sku="SUK-3630"]');
  await expect(dress.locator("img")).toHaveAttribute("src", /czerwony/);
  await expect(dress.getByRole("link")).toHaveAttribute("href", /childSku=SUK-3630-CZE/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/compare-desktop.png` });

  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(page.locator(".compare__table")).toBeVisible();
    expect(await sideways(page), `no sideways scroll at ${width} px`).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/compare-${width}.png`, fullPage: true });
  }
  await expectNoSeriousA11yViolations(page);
});
