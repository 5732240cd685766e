import { expect, test } from "@playwright/test";
import {
  expectOrderPlaced,
  fillShippingAddress,
  SAVED_ADDRESSES,
  saveAddresses,
  typeInto,
} from "./checkoutJourney";
import { addToCart, createAccount, login, open, PRODUCTS, uniqueEmail } from "./shopper";

/**
 * Issue 12: a logged-in customer who opens /checkout as a page (bookmark, new tab, reload) could not order:
 * the one-option country select showed "Polska" but its value never reached the store.
 */
for (const variant of [
  { saved: false, input: "mouse" },
  { saved: true, input: "keyboard" },
] as const) {
  test(`a logged-in customer ${variant.saved ? "with" : "without"} saved addresses orders from /checkout opened as a page (${variant.input})`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(`zalogowany-${variant.saved ? "z-adresem" : "bez-adresu"}`);
    await createAccount(request, email);
    if (variant.saved) await saveAddresses(request, email, [SAVED_ADDRESSES.krakow]);
    await login(page, email);
    await open(page, PRODUCTS.scarf.path);
    await addToCart(page, 1);

    // Opened as a page, then reloaded: neither goes through the cart panel.
    await open(page, "/checkout");
    await page.reload();
    await open(page, "/checkout");
    await expect(page.locator("#personal-email")).toHaveValue(email);
    await expect(page.locator("#shipping-country")).toHaveValue("PL");
    const address = {
      firstName: "Anna",
      lastName: "Nowak",
      street: "Długa",
      apartment: "5",
      zipCode: "80-827",
      city: "Gdańsk",
      phone: "",
    };
    if (variant.input === "mouse") {
      await fillShippingAddress(page, address);
      await page.getByLabel("Akceptuję regulamin sklepu").check();
      await page.getByLabel("Akceptuję politykę prywatności").check();
      await page.getByTestId("place-order").click();
    } else {
      await typeInto(page, "#shipping-firstName", address.firstName);
      await typeInto(page, "#shipping-lastName", address.lastName);
      await typeInto(page, "#shipping-streetAddress", address.street);
      await typeInto(page, "#shipping-apartmentNumber", address.apartment);
      await typeInto(page, "#shipping-zipCode", address.zipCode);
      await typeInto(page, "#shipping-city", address.city);
      await typeInto(page, "#shipping-phoneNumber", "+48 600 100 200");
      await page.locator("#accept-terms").focus();
      await page.keyboard.press("Space");
      await page.locator("#accept-privacy").focus();
      await page.keyboard.press("Space");
      await page.getByTestId("place-order").focus();
      await page.keyboard.press("Enter");
    }
    await expect(page.getByText(/Formularz zawiera/)).toHaveCount(0);
    await expectOrderPlaced(page);
  });
}
