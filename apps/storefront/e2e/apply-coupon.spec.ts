import { expect, test } from "@playwright/test";
import { addToCart, open, PRODUCTS } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

test("a wrong coupon shows the spec's message; a right one adds the server's discount to the totals", async ({
  page,
}) => {
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await open(page, "/koszyk");
  const coupon = page.getByLabel("Kod rabatowy");

  await coupon.fill("ZLY-KOD");
  await page.getByRole("button", { name: "Zastosuj" }).click();
  await expect(page.getByText("Wprowadzony kod rabatowy jest niepoprawny. Spróbuj ponownie.")).toBeVisible();
  await expect(page.locator(".cart-totals__row--discount")).toHaveCount(0);

  await coupon.fill("LATO10");
  await page.getByRole("button", { name: "Zastosuj" }).click();
  await expect(page.getByTestId("coupon-applied")).toHaveText("Zastosowano kod: LATO10");
  await expect(page.locator(".cart-totals__row--discount")).toContainText("-");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Usuń kod" }).click();
  await expect(page.locator(".cart-totals__row--discount")).toHaveCount(0);
});
