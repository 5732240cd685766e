import { expect, test } from "@playwright/test";
import { addToCart, open, PRODUCTS } from "./shopper";

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`the cart panel closes when the shopper leaves the page through the toast's link (${device})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await open(page, PRODUCTS.scarf.path);
    await addToCart(page, 1);
    await page.getByTestId("microcart-button").click();
    await expect(page.getByTestId("microcart")).toBeVisible();
    // The "added to cart" notification's own link, outside the panel.
    await page
      .getByRole("status")
      .or(page.getByRole("alert"))
      .getByRole("link", { name: "Przejdź do kasy" })
      .first()
      .click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId("microcart")).toHaveCount(0);
    // the checkout is usable: nothing covers its fields
    await page.getByLabel("Akceptuję regulamin sklepu").check();
    await expect(page.getByLabel("Akceptuję regulamin sklepu")).toBeChecked();
  });
}
