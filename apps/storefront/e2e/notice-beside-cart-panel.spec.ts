import { expect, test } from "@playwright/test";
import { open, PRODUCTS } from "./shopper";

test.use({ viewport: { width: 1280, height: 800 } });

// The independent pass of session 33: on a desktop the add's notice stood over the bottom of the open cart
// panel (its totals, „w tym VAT”) until it closed itself.
test("on a desktop the add's notice stands beside the open cart panel, not over its totals", async ({
  page,
}) => {
  await open(page, PRODUCTS.scarf.path);
  await page.getByTestId("add-to-cart").click();
  const notice = page.locator(".notification").filter({ hasText: "Produkt został dodany do koszyka!" });
  await expect(notice).toBeVisible();
  await page.getByTestId("microcart-button").click();
  const panel = page.getByTestId("microcart");
  await expect(panel.getByText("w tym VAT")).toBeVisible();
  await expect(notice).toBeVisible();
  const [noticeBox, panelBox] = [await notice.boundingBox(), await panel.boundingBox()];
  if (!noticeBox || !panelBox) throw new Error("no box");
  // wholly left of the panel, and still in the window
  expect(noticeBox.x + noticeBox.width).toBeLessThanOrEqual(panelBox.x);
  expect(noticeBox.x).toBeGreaterThanOrEqual(0);
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/notice-beside-panel-desktop.png` });
});
