import { expect, test } from "@playwright/test";
import { addToCart, fillCheckout, open, PRODUCTS, uniqueEmail } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

test("BLIK asks for the 6-digit code, shows the server's own refusal at the field, then the order is placed", async ({
  page,
}) => {
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await open(page, "/checkout");
  await fillCheckout(page, uniqueEmail("blik"));
  const payments = page.getByRole("group", { name: "Metoda płatności" });
  await payments.getByRole("radio", { name: /BLIK/ }).check();
  const code = page.getByLabel(/^Kod BLIK/);
  await expect(code).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Chromium gives the streamed body to the routing step only: read the order there.
  const orders: { addressInformation: Record<string, unknown> }[] = [];
  let spoilCode = true;
  await page.route("**/api/order**", async (route) => {
    const body = route.request().postDataJSON() as (typeof orders)[number];
    orders.push(body);
    // The first order goes out with a code the API refuses, to show its 400 issue reaching the field.
    if (!spoilCode) return route.continue();
    spoilCode = false;
    const spoiled = { ...body.addressInformation, payment_method_additional: { blik_code: "12" } };
    return route.continue({ postData: JSON.stringify({ ...body, addressInformation: spoiled }) });
  });

  // No code: refused in the browser with the API's words, nothing is sent.
  await page.getByTestId("place-order").click();
  await expect(code).toHaveAccessibleDescription(/^Podaj 6-cyfrowy kod BLIK\./);
  await expect(code).toBeFocused();
  await expect(page.getByText("Formularz zawiera 1 błąd.")).toBeVisible();
  expect(orders).toEqual([]);

  await code.fill("123456");
  await page.getByTestId("place-order").click();
  await expect(code).toHaveAccessibleDescription(/^Podaj 6-cyfrowy kod BLIK\./);
  await expect(page.getByText(/Wewnętrzny błąd walidacji/)).toHaveCount(0);
  expect(orders).toHaveLength(1);

  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("thank-you")).toBeVisible({ timeout: 15_000 });
  expect(orders).toHaveLength(2);
  expect(orders[1]?.addressInformation).toMatchObject({
    payment_method_code: "blik",
    payment_method_additional: { blik_code: "123456" },
  });
  // the stand-in bank app confirms at once in the journeys (BLIK_CONFIRM_MS=0): the confirmation says it
  // is paid, and the method has no test wording
  await page.waitForURL(/\/zamowienie\/\d+\/[A-Za-z0-9]+$/);
  await expect(page.getByText(/^Zapłacono: \d/)).toBeVisible();
  await expect(page.getByText(/^Do zapłaty:/)).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText("symulacja");
});
