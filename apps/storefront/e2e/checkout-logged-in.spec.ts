import { expect } from "@playwright/test";
import {
  expectOrderPlaced,
  fillShippingAddress,
  SAVED_ADDRESSES,
  saveAddresses,
  test,
  typeInto,
} from "./checkoutJourney";
import { addToCart, createAccount, login, open, outbox, PRODUCTS, uniqueEmail } from "./shopper";

/**
 * Issue 12: a logged-in customer who opens /checkout as a page (bookmark, new tab, reload) could not order:
 * the one-option country select showed "Polska" but its value never reached the store.
 */
for (const variant of [
  { saved: false, input: "mouse" },
  { saved: true, input: "keyboard" },
] as const) {
  // With a saved address the form starts prefilled (below); this journey types over it by keyboard.
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
      // the courier needs a phone (issue 32)
      phone: "600 100 200",
    };
    if (variant.input === "mouse") {
      await fillShippingAddress(page, address);
      await page.getByLabel("Akceptuję regulamin sklepu").check();
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
      await page.getByTestId("place-order").focus();
      await page.keyboard.press("Enter");
    }
    await expect(page.getByText(/Formularz zawiera/)).toHaveCount(0);
    await expectOrderPlaced(page);
  });
}

/** Issue 12: the saved default address is prefilled, another can be picked, or a new one typed. */
for (const choice of ["default", "another", "new"] as const) {
  test(`a customer with saved addresses orders to the ${choice} address from the checkout's picker`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(`adresy-${choice}`);
    await createAccount(request, email);
    await saveAddresses(request, email, [SAVED_ADDRESSES.poznan, SAVED_ADDRESSES.krakow]);
    await login(page, email);
    await open(page, PRODUCTS.scarf.path);
    await addToCart(page, 1);
    await open(page, "/checkout");

    // The default (Kraków) fills the form and is the picked one; the invoice stays off.
    const picker = page.getByRole("group", { name: "Zapisane adresy" });
    await expect(
      picker.getByRole("radio", { name: /Floriańska 12 m\. 4, 31-019 Kraków \(domyślny\)/ }),
    ).toBeChecked();
    await expect(page.locator("#shipping-city")).toHaveValue("Kraków");
    await expect(page.locator("#shipping-zipCode")).toHaveValue("31-019");
    await expect(page.locator("#invoice-enabled")).not.toBeChecked();
    let city = "Kraków";
    if (choice === "another") {
      await picker.getByRole("radio", { name: /Półwiejska 7, 61-888 Poznań/ }).check();
      await expect(page.locator("#shipping-streetAddress")).toHaveValue("Półwiejska 7");
      await page.locator("#shipping-apartmentNumber").fill("3");
      city = "Poznań";
    } else if (choice === "new") {
      await picker.getByRole("radio", { name: "Nowy adres" }).check();
      await expect(page.locator("#shipping-city")).toHaveValue("");
      await fillShippingAddress(page, {
        firstName: "Anna",
        lastName: "Nowak",
        street: "Morska",
        apartment: "10",
        zipCode: "81-222",
        city: "Gdynia",
        phone: "600 100 200",
      });
      city = "Gdynia";
    }
    await page.getByLabel("Akceptuję regulamin sklepu").check();
    await page.getByTestId("place-order").click();
    const number = await expectOrderPlaced(page);
    const mail = outbox().find((entry) => entry.kind === "order_confirmation" && entry.to === email);
    expect(mail?.subject).toContain(number);
    expect(JSON.stringify(mail)).toContain(city);
  });
}

test("a customer whose saved address is not marked default still finds it filled in at checkout", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("adres-bez-domyslnego");
  await createAccount(request, email);
  await saveAddresses(request, email, [SAVED_ADDRESSES.poznan]);
  await login(page, email);
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await open(page, "/checkout");
  const picker = page.getByRole("group", { name: "Zapisane adresy" });
  await expect(picker.getByRole("radio", { name: /Półwiejska 7, 61-888 Poznań/ })).toBeChecked();
  await expect(page.locator("#shipping-streetAddress")).toHaveValue("Półwiejska 7");
  await expect(page.locator("#shipping-city")).toHaveValue("Poznań");
});

test("the first address saved in the account becomes the default one", async ({ page, request }) => {
  const email = uniqueEmail("pierwszy-adres");
  await createAccount(request, email);
  await login(page, email);
  await open(page, "/account/addresses/edit");
  await page.getByLabel(/^Ulica/).fill("Polna");
  await page.getByLabel(/^Numer domu/).fill("7");
  await page.getByLabel(/^Kod pocztowy/).fill("31-100");
  await page.getByLabel(/^Miejscowość/).fill("Kraków");
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.locator(".address-card")).toContainText("Domyślny adres dostawy");
});
