import { expect } from "@playwright/test";
import { expectOrderPlaced, fillShippingAddress, test } from "./checkoutJourney";
import { addToCart, createAccount, grosze, login, open, outbox, PRODUCTS, uniqueEmail } from "./shopper";

/**
 * Issue 12: every delivery and payment method, with and without a company invoice, every optional field
 * empty, as a guest and logged in, on a desktop and a phone. One order per path; the mail's total is the
 * server's and equals what the summary showed.
 */
const PATHS = [
  {
    who: "guest",
    delivery: /Odbiór w sklepie/,
    payment: /Płatność przy odbiorze/,
    invoice: false,
    size: "phone",
    // collected in the store: paid at the till, no cash-on-delivery fee (after-sales-and-law.md §7)
    fee: 0,
  },
  { who: "guest", delivery: /Paczkomat InPost/, payment: /BLIK/, invoice: true, size: "desktop", fee: 1299 },
  {
    who: "customer",
    delivery: /Dostawa kurierem/,
    payment: /Płatność przy odbiorze/,
    invoice: true,
    size: "phone",
    fee: 500 + 500,
  },
  {
    who: "customer",
    delivery: /Paczkomat InPost/,
    payment: /Przelew/,
    invoice: false,
    size: "desktop",
    fee: 1299,
  },
] as const;

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

for (const path of PATHS) {
  test(`${path.who} on a ${path.size}: ${path.delivery.source} + ${path.payment.source}${path.invoice ? " + invoice" : ""}`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(SIZES[path.size]);
    const email = uniqueEmail(`sciezka-${path.who}`);
    if (path.who === "customer") {
      await createAccount(request, email);
      await login(page, email);
    }
    await open(page, PRODUCTS.scarf.path);
    const price = grosze((await page.locator(".product__info .price").first().textContent()) ?? "");
    await addToCart(page, 1);
    await open(page, "/checkout");
    if (path.who === "guest") {
      await page.locator("#personal-firstName").fill("Anna");
      await page.locator("#personal-lastName").fill("Nowak");
      await page.locator("#personal-email").fill(email);
    }
    // The delivery comes first: a store pickup asks no address at all (issue 12).
    await page
      .getByRole("group", { name: "Sposób dostawy" })
      .getByRole("radio", { name: path.delivery })
      .check();
    const pickup = path.delivery.source.includes("sklepie");
    if (pickup) {
      // the store where the order waits, in place of the address; the recipient is the shopper
      const section = page.getByRole("group", { name: "Odbiór osobisty" });
      await expect(section.getByTestId("pickup-store")).toContainText("ul. Długa 5");
      await expect(section).toContainText("Godziny otwarcia");
      await expect(section).toContainText("Odbiorca: Anna Nowak");
      await expect(page.locator("#shipping-streetAddress")).toHaveCount(0);
      await expect(page.getByLabel("Dane do faktury takie same jak adres dostawy")).toHaveCount(0);
    } else if (path.delivery.source.includes("InPost")) {
      // a locker asks no address (issue 32): only the phone InPost texts the pickup code to
      await expect(page.locator("#shipping-streetAddress")).toHaveCount(0);
      await page.locator("#shipping-phoneNumber").fill("600 100 200");
    } else {
      // Every optional field left empty: the flat number and (issue 32) the courier's phone are required,
      // the comments are not.
      await fillShippingAddress(page, {
        firstName: "Anna",
        lastName: "Nowak",
        street: "Długa",
        apartment: "5",
        zipCode: "80827",
        city: "Gdańsk",
        phone: "600 100 200",
      });
    }
    if (path.delivery.source.includes("InPost")) {
      await page.locator("#shipping-inpostLocker").fill("GDA0");
      await page
        .getByTestId("inpost-finder")
        .getByRole("radio", { name: /GDA03M/ })
        .check();
    }
    await page
      .getByRole("group", { name: "Metoda płatności" })
      .getByRole("radio", { name: path.payment })
      .check();
    if (path.payment.source === "BLIK") await page.getByLabel(/^Kod BLIK/).fill("123456");
    if (path.invoice) {
      await page.getByLabel("Chcę otrzymać fakturę na firmę").check();
      await page.locator("#invoice-companyName").fill("Nowak Moda sp. z o.o.");
      await page.locator("#invoice-vatId").fill("5260001246");
      await page.locator("#invoice-street").fill("Długa");
      await page.locator("#invoice-house").fill("5");
      await page.locator("#invoice-zipCode").fill("80827");
      await page.locator("#invoice-city").fill("Gdańsk");
    }
    await page.getByLabel("Akceptuję regulamin sklepu").check();
    // The summary shows the server's total for these choices before the order is placed.
    const total = page
      .locator(".checkout__review")
      .getByText("Do zapłaty")
      .locator("xpath=following-sibling::*[1]");
    const expected = ((price + path.fee) / 100).toFixed(2).replace(".", ",");
    await expect(total).toHaveText(new RegExp(`^${expected}\\s*zł$`));
    const sent = page.waitForRequest(
      (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/order",
    );
    await page.getByTestId("place-order").click();
    const number = await expectOrderPlaced(page);
    const billing = (await sent).postDataJSON().addressInformation.billingAddress;
    if (path.invoice) {
      expect([billing.company, billing.street, billing.postcode]).toEqual([
        "Nowak Moda sp. z o.o.",
        ["Długa", "5"],
        "80-827",
      ]);
    } else if (!path.delivery.source.includes("kurierem")) {
      // issue 32: the buyer of a pickup or a locker typed no address; the store's or the locker's is not theirs
      expect(billing.street).toBeUndefined();
      expect(billing.city).toBeUndefined();
      expect(billing.lastname).toBe("Nowak");
    }
    const mail = outbox().find((entry) => entry.kind === "order_confirmation" && entry.to === email);
    expect(mail?.subject).toContain(number);
    if (path.invoice) {
      // one block names who is billed, the NIP after the company (issue 32's second walk read it twice)
      const billed = page.getByTestId("order-billing-address");
      await expect(billed).toContainText("Dane do faktury");
      await expect(billed).toContainText("Nowak Moda sp. z o.o.NIP: 5260001246Długa 5");
      await expect(page.getByTestId("order-invoice")).toHaveCount(0);
    }
    if (pickup) {
      // the order's page says where to collect it and who collects it, with no home address
      await expect(page.getByTestId("order-delivery")).toContainText("Salon Outlet Gdańsk");
      await expect(page.getByTestId("order-shipping-address")).toContainText("Odbiorca");
      await expect(page.getByTestId("order-shipping-address")).toContainText("Anna Nowak");
      await expect(page.getByTestId("order-billing-address")).toHaveCount(0);
    }
  });
}
