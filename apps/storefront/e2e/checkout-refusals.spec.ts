import { expect } from "@playwright/test";
import { expectOrderPlaced, test } from "./checkoutJourney";
import { addToCart, fillCheckout, open, PASSWORD, PRODUCTS, uniqueEmail } from "./shopper";

/** A common password the API's policy refuses (apps/api common-password list). */
const COMMON_PASSWORD = "password123";

test("a guest's phone is checked for the courier; a field the API refuses is marked with its reason", async ({
  page,
}) => {
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await open(page, "/checkout");
  await fillCheckout(page, uniqueEmail("bez-telefonu"));
  // "12" is no phone number (the shared rule, libphonenumber-js); emptied, the courier still needs one
  // (issue 32); a real number clears the error.
  await page.locator("#shipping-phoneNumber").fill("12");
  await page.getByTestId("place-order").click();
  await expect(page.locator("#shipping-phoneNumber-error")).toHaveText(/^Podaj poprawny numer telefonu/);
  await page.locator("#shipping-phoneNumber").fill("");
  await expect(page.locator("#shipping-phoneNumber-error")).toHaveText("Podaj numer telefonu dla kuriera.");
  await page.locator("#shipping-phoneNumber").fill("600 100 200");
  await expect(page.locator("#shipping-phoneNumber-error")).toHaveCount(0);
  // Forms that help: "80827" is written as a postcode, phone keyboards for postcode, phone and NIP.
  await page.locator("#shipping-zipCode").fill("80827");
  await expect(page.locator("#shipping-zipCode")).toHaveValue("80-827");
  await expect(page.locator("#shipping-zipCode")).toHaveAttribute("inputmode", "numeric");
  await expect(page.locator("#shipping-phoneNumber")).toHaveAttribute("inputmode", "tel");
  await page.getByLabel("Chcę otrzymać fakturę na firmę").check();
  await expect(page.locator("#invoice-vatId")).toHaveAttribute("inputmode", "numeric");
  await page.getByLabel("Chcę otrzymać fakturę na firmę").uncheck();
  // The storefront takes any street length; the API allows 100 characters and says so.
  await page.locator("#shipping-streetAddress").fill(`Długa ${"a".repeat(100)}`);
  await page.getByTestId("place-order").click();

  await expect(page.locator("#shipping-streetAddress-error")).toHaveText(/Maksymalna długość to 100/);
  await expect(page.locator("#shipping-streetAddress")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#shipping-streetAddress")).toBeFocused();
  await expect(page.locator("#shipping-phoneNumber-error")).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: "Formularz zawiera 1 błąd" })).toBeVisible();

  await page.locator("#shipping-streetAddress").fill("Długa");
  await expect(page.locator("#shipping-streetAddress-error")).toHaveCount(0);
  await page.getByTestId("place-order").click();
  await expectOrderPlaced(page);
});

test("a weak password is refused at the password field, on the registration page and in checkout", async ({
  page,
}) => {
  await open(page, "/register");
  await page.locator("#register-firstname").fill("Anna");
  await page.locator("#register-lastname").fill("Nowak");
  await page.locator("#register-email").fill(uniqueEmail("slabe-haslo"));
  await page.locator("#register-password").fill(COMMON_PASSWORD);
  await page.locator("#register-confirmation").fill(COMMON_PASSWORD);
  await page.getByRole("button", { name: "Załóż konto" }).click();
  await expect(page.locator("#register-password-error")).toHaveText(
    "To hasło jest zbyt popularne. Wybierz inne.",
  );
  await expect(page.locator("#register-password")).toBeFocused();
  await expect(page.getByText("Popraw zaznaczone pola.")).toHaveCount(0);

  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await open(page, "/checkout");
  await fillCheckout(page, uniqueEmail("konto-w-kasie"));
  await page.getByLabel("Załóż konto przy zamówieniu").check();
  await page.locator("#personal-password").fill(COMMON_PASSWORD);
  await page.locator("#personal-passwordConfirmation").fill(COMMON_PASSWORD);
  await page.getByTestId("place-order").click();
  await expect(page.locator("#personal-password-error")).toHaveText(
    "To hasło jest zbyt popularne. Wybierz inne.",
  );
  await expect(page.locator("#personal-password")).toBeFocused();

  await page.locator("#personal-password").fill(PASSWORD);
  await page.locator("#personal-passwordConfirmation").fill(PASSWORD);
  await page.getByTestId("place-order").click();
  await expectOrderPlaced(page);
});
