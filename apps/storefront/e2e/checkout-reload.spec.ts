import { expect } from "@playwright/test";
import { expectOrderPlaced, test } from "./checkoutJourney";
import { addToCart, fillCheckout, open, PRODUCTS, storedValue, uniqueEmail } from "./shopper";

test("a reload of checkout keeps the address, company invoice, comments and delivery choice, not the BLIK code", async ({
  page,
}) => {
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await open(page, "/checkout");
  await fillCheckout(page, uniqueEmail("przeladowanie"));
  const delivery = page.getByRole("group", { name: "Sposób dostawy" });
  await delivery.getByRole("radio", { name: /Odbiór w sklepie/ }).check();
  await page.getByLabel("Chcę otrzymać fakturę na firmę").check();
  await page.locator("#invoice-companyName").fill("Nowak Moda sp. z o.o.");
  await page.locator("#invoice-vatId").fill("526-000-12-46");
  await page.locator("#invoice-street").fill("Długa");
  await page.locator("#invoice-house").fill("5");
  await page.locator("#invoice-zipCode").fill("80-827");
  await page.locator("#invoice-city").fill("Gdańsk");
  await page.getByLabel("Dodaj uwagi do zamówienia").check();
  // a store pickup has no courier: only the note for the shop is offered
  await expect(page.locator("#comments-delivery")).toHaveCount(0);
  await page.locator("#comments-order").fill("Zapakuj na prezent.");
  const payments = page.getByRole("group", { name: "Metoda płatności" });
  await payments.getByRole("radio", { name: /BLIK/ }).check();
  await page.getByLabel(/^Kod BLIK/).fill("123456");
  // the reload comes after the browser stored the last saved field (a reload within the same milliseconds
  // aborts the write)
  await expect
    .poll(
      async () =>
        (
          (await storedValue(page, "shop/checkout/checkout-extras")) as {
            comments?: { order?: string };
          } | null
        )?.comments?.order,
    )
    .toBe("Zapakuj na prezent.");

  await page.reload();
  await open(page, "/checkout");
  // "Dane osobowe" keeps the name with the e-mail (a tester found Imię and Nazwisko empty after a reload)
  await expect(page.locator("#personal-firstName")).toHaveValue("Anna");
  await expect(page.locator("#personal-lastName")).toHaveValue("Nowak");
  await expect(page.locator("#personal-email")).not.toHaveValue("");
  await expect(delivery.getByRole("radio", { name: /Odbiór w sklepie/ })).toBeChecked();
  await expect(page.getByTestId("pickup-store")).toContainText("Gdańsk");
  // the address typed before the store pickup was chosen is still there for a courier
  await delivery.getByRole("radio", { name: /Dostawa kurierem/ }).check();
  await expect(page.locator("#shipping-city")).toHaveValue("Gdańsk");
  await delivery.getByRole("radio", { name: /Odbiór w sklepie/ }).check();
  await expect(page.locator("#invoice-enabled")).toBeChecked();
  await expect(page.locator("#invoice-companyName")).toHaveValue("Nowak Moda sp. z o.o.");
  await expect(page.locator("#invoice-vatId")).toHaveValue("526-000-12-46");
  await expect(page.locator("#comments-order")).toHaveValue("Zapakuj na prezent.");
  await expect(payments.getByRole("radio", { name: /BLIK/ })).toBeChecked();
  // A BLIK code is valid for two minutes: it is never kept.
  await expect(page.getByLabel(/^Kod BLIK/)).toHaveValue("");
  await page.getByLabel(/^Kod BLIK/).fill("123456");
  // The consents are asked again on purpose (not saved).
  await page.getByLabel("Akceptuję regulamin sklepu").check();
  await page.getByTestId("place-order").click();
  await expectOrderPlaced(page);
});
