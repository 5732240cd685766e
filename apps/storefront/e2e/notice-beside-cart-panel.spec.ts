import { expect, type Locator, type Page, test } from "@playwright/test";
import { open, PRODUCTS } from "./shopper";

/** Adds the shirt when asked, then the scarf, and opens the cart panel while the scarf's notice is shown. */
async function panelWithNotice(page: Page, withShirt = false): Promise<{ notice: Locator; panel: Locator }> {
  if (withShirt) {
    await open(page, PRODUCTS.shirt.path);
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
  }
  await open(page, PRODUCTS.scarf.path);
  await page.getByTestId("add-to-cart").click();
  const notice = page
    .locator(".notification")
    .filter({ hasText: "Produkt został dodany do koszyka!" })
    .last();
  await expect(notice).toBeVisible();
  await page.getByTestId("microcart-button").click();
  const panel = page.getByTestId("microcart");
  await expect(panel.getByText("w tym VAT")).toBeVisible();
  await expect(notice).toBeVisible();
  return { notice, panel };
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("no box");
  return box;
}

// The independent pass of session 33: on a desktop the add's notice stood over the bottom of the open cart
// panel (its totals, „w tym VAT”) until it closed itself.
test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the add's notice stands beside the open cart panel, not over its totals", async ({ page }) => {
    const { notice, panel } = await panelWithNotice(page);
    const [noticeBox, panelBox] = [await boxOf(notice), await boxOf(panel)];
    // wholly left of the panel, and still in the window
    expect(noticeBox.x + noticeBox.width).toBeLessThanOrEqual(panelBox.x);
    expect(noticeBox.x).toBeGreaterThanOrEqual(0);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/notice-beside-panel-desktop.png` });
  });
});

// Session 34's pass: on a phone the notice covered the panel's „Do zapłaty”, „w tym VAT” and the buttons.
test.describe("small phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("the add's notice leaves the panel's totals and „Przejdź do kasy” in sight", async ({ page }) => {
    const { notice, panel } = await panelWithNotice(page, true);
    const noticeBox = await boxOf(notice);
    for (const part of [
      panel.locator(".cart-totals"),
      panel.getByRole("link", { name: "Przejdź do kasy" }),
    ]) {
      const box = await boxOf(part);
      const apart = box.y >= noticeBox.y + noticeBox.height || box.y + box.height <= noticeBox.y;
      expect(apart, `${await part.textContent()} under the notice`).toBe(true);
    }
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/notice-over-panel-phone.png` });
  });
});
