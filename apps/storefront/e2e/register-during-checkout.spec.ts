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
  // A company invoice: NIP checked, all seven fields required.
  await page.getByLabel("Chcę otrzymać fakturę na firmę").check();
  await page.locator("#invoice-companyName").fill("Nowak Moda sp. z o.o.");
  await page.locator("#invoice-vatId").fill("526-000-12-47");
  await page.locator("#invoice-street").fill("Długa");
  await page.locator("#invoice-house").fill("5");
  await page.locator("#invoice-zipCode").fill("80-827");
  await page.locator("#invoice-city").fill("Gdańsk");
  await page.locator("#personal-password").fill(PASSWORD);
  await page.locator("#personal-passwordConfirmation").fill("inne-haslo-123");
  await page.getByTestId("place-order").click();
  await expect(page.locator("#personal-passwordConfirmation-error")).toHaveText(
    "Hasła muszą być identyczne.",
  );
  await expect(page.locator("#personal-passwordConfirmation")).toBeFocused();
  await expect(page.locator("#invoice-vatId-error")).toHaveText("Podaj poprawny numer NIP.");
  await page.locator("#invoice-vatId").fill("526-000-12-46");
  await page.locator("#personal-passwordConfirmation").fill(PASSWORD);
  await page.getByTestId("place-order").click();

  await expect(page.getByTestId("thank-you")).toBeVisible({ timeout: 20_000 });
  const orderNumber = ((await page.getByTestId("order-number").textContent()) ?? "").replace(/\D/g, "");

  await open(page, "/account/orders");
  await expect(page.locator(`[data-order="${orderNumber}"]`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The invoice details were saved to the new account's addresses.
  await open(page, "/account/addresses");
  await expect(page.getByText(/Nowak Moda sp\. z o\.o\./)).toBeVisible();
});
