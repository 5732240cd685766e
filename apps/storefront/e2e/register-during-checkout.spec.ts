import { expect, test } from "@playwright/test";
import { addToCart, fillCheckout, open, PASSWORD, PRODUCTS, uniqueEmail } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

test("a shopper creates an account during checkout and then finds the order in /account/orders", async ({
  page,
}) => {
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await open(page, "/checkout");
  const email = uniqueEmail("nowe-konto");
  await fillCheckout(page, email);
  await page.getByLabel("Załóż konto przy zamówieniu").check();
  await page.locator("#personal-password").fill(PASSWORD);
  await page.locator("#personal-passwordConfirmation").fill("inne-haslo-123");
  await page.getByTestId("place-order").click();
  await expect(page.locator("#personal-passwordConfirmation-error")).toHaveText(
    "Hasła muszą być identyczne.",
  );
  await expect(page.locator("#personal-passwordConfirmation")).toBeFocused();
  await page.locator("#personal-passwordConfirmation").fill(PASSWORD);
  await page.getByTestId("place-order").click();

  await expect(page.getByTestId("thank-you")).toBeVisible({ timeout: 20_000 });
  const orderNumber = ((await page.getByTestId("order-number").textContent()) ?? "").replace(/\D/g, "");

  await open(page, "/account/orders");
  await expect(page.locator(`[data-order="${orderNumber}"]`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
