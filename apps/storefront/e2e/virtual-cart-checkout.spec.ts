import { expect, test } from "@playwright/test";
import { addToCart, grosze, open, uniqueEmail } from "./shopper";

const GIFT_CARD = "/p/BON-5209/bon-podarunkowy-50-zl-5209";
const SCARF = "/p/SZA-2892/zolta-chusta-2892";

test("a virtual cart skips shipping and hides cash on delivery; the order is placed without a shipping address", async ({
  page,
}) => {
  await open(page, GIFT_CARD);
  const price = grosze((await page.locator(".product__info .price").first().textContent()) ?? "");
  await addToCart(page, 1);
  await open(page, "/checkout");
  const payments = page.getByRole("group", { name: "Metoda płatności" });
  await expect(payments.getByRole("radio").first()).toBeVisible();
  await expect(payments.getByLabel(/Płatność przy odbiorze/)).toHaveCount(0);
  await expect(page.locator("#shipping-streetAddress")).toHaveCount(0);
  // The billing fields say what they are for; the totals carry no courier (no shipping method is sent).
  await expect(page.getByRole("group", { name: "Dane do rachunku" })).toBeVisible();
  const totals = page.locator(".checkout__review");
  // The server's segments (the local fallback has no tax row) after the checkout's forced totals sync.
  await expect(totals.locator('[data-code="tax"]')).toBeVisible();
  expect(grosze((await totals.locator('[data-code="grand_total"] dd').textContent()) ?? "")).toBe(price);
  await expect(totals.locator('[data-code="shipping"]')).toHaveCount(0);

  await page.getByLabel("Imię").first().fill("Anna");
  await page.getByLabel("Nazwisko").first().fill("Nowak");
  await page.getByLabel("E-mail").fill(uniqueEmail("wirtualny"));
  await page.locator("#billing-firstName").fill("Anna");
  await page.locator("#billing-lastName").fill("Nowak");
  await page.locator("#billing-streetAddress").fill("Długa 5");
  await page.locator("#billing-apartmentNumber").fill("m. 2");
  await page.locator("#billing-zipCode").fill("80-827");
  await page.locator("#billing-city").fill("Gdańsk");
  await page.locator("#billing-phoneNumber").fill("+48 600 100 200");
  await payments.getByLabel(/Przelew/).check();
  await page.getByLabel("Akceptuję regulamin sklepu").check();
  // Chromium gives the streamed body to the routing step only: read the order there and let it through.
  const orders: { addressInformation: Record<string, unknown> }[] = [];
  await page.route("**/api/order**", async (route) => {
    const body = route.request().postDataJSON() as (typeof orders)[number] | null;
    if (body) orders.push(body);
    await route.continue();
  });
  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("thank-you")).toBeVisible({ timeout: 15_000 });
  expect(orders).toHaveLength(1);
  expect(orders[0]?.addressInformation.shippingAddress).toBeUndefined();
  expect(orders[0]?.addressInformation.billingAddress).toMatchObject({ city: "Gdańsk", country_id: "PL" });
  // No courier for a gift card: the server's total is the product alone.
  expect(grosze((await page.getByText(/Do zapłaty:/).textContent()) ?? "")).toBe(price);

  // With a physical product in the cart, shipping and cash on delivery are back.
  await open(page, SCARF);
  await addToCart(page, 1);
  await open(page, "/checkout");
  await expect(page.locator("#shipping-streetAddress")).toBeVisible();
  await expect(payments.getByLabel(/Płatność przy odbiorze/)).toHaveCount(1);
});
