import { expect, test } from "@playwright/test";
import { open } from "./shopper";

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`an empty cart leads back to shopping, on the page and in the panel (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await open(page, "/koszyk");
    const live = page.locator(".cart-page__live");
    await expect(live.getByText("Twój koszyk jest pusty.")).toBeVisible();
    const toShop = live.getByRole("link", { name: "Przejdź do zakupów" });
    await expect(toShop).toBeVisible();
    await page.screenshot({ path: `test-results/empty-cart-page-${viewport.name}.png` });
    await toShop.click();
    await expect(page).toHaveURL(/\/$/);
    // the start page has arrived (the address changes before the new page renders), as a shopper sees it
    await expect(page.getByRole("heading", { level: 1, name: /^Outlet/ })).toBeVisible();

    await page.getByTestId("microcart-button").click();
    const panel = page.getByTestId("microcart");
    await expect(panel.getByText("Twój koszyk jest pusty.")).toBeVisible();
    await page.screenshot({ path: `test-results/empty-cart-panel-${viewport.name}.png` });
    await panel.getByRole("link", { name: "Przejdź do zakupów" }).click();
    await expect(panel).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });
}
