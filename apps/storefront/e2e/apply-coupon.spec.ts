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
  const wrong = "Wprowadzony kod rabatowy jest niepoprawny. Spróbuj ponownie.";
  // the message once, at the field it concerns (issue 32: no second toast over "Przejdź do kasy")
  await expect(coupon).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(wrong)).toHaveCount(1);
  await expect(page.locator(".notifications").getByText(wrong)).toHaveCount(0);
  await expect(coupon).toHaveAttribute("aria-describedby", "cart-coupon-error");
  await expect(page.locator("#cart-coupon-error")).toHaveText(wrong);
  await expect(page.locator(".cart-totals__row--discount")).toHaveCount(0);
  // styled like the shop's other text fields, not a bare native input
  await expect(coupon).toHaveCSS("border-radius", "6px");
  await page.screenshot({ path: "/tmp/shots-s13-a/coupon-wrong-cart.png" });
  // typing again clears the error
  await coupon.fill("LATO");
  await expect(coupon).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#cart-coupon-error")).toHaveCount(0);

  await coupon.fill("LATO10");
  await page.getByRole("button", { name: "Zastosuj" }).click();
  await expect(page.getByTestId("coupon-applied")).toHaveText("Zastosowano kod: LATO10");
  await expect(page.locator(".cart-totals__row--discount")).toContainText("-");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Usuń kod" }).click();
  await expect(page.locator(".cart-totals__row--discount")).toHaveCount(0);
});
