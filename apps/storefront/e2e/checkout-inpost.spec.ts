import { expect } from "@playwright/test";
import { expectOrderPlaced, test } from "./checkoutJourney";
import { addToCart, fillCheckout, open, PRODUCTS, uniqueEmail } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

test("InPost asks for a locker, finds one by city from the keyboard, shows it in the summary and sends it", async ({
  page,
}) => {
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await open(page, "/checkout");
  await fillCheckout(page, uniqueEmail("paczkomat"));
  const delivery = page.getByRole("group", { name: "Sposób dostawy" });
  await delivery.getByRole("radio", { name: /Paczkomat InPost/ }).check();
  const finder = page.getByTestId("inpost-finder");
  await expect(finder).toBeVisible();

  // Without a locker the order is refused at the finder.
  await page.getByTestId("place-order").click();
  await expect(page.locator("#shipping-inpostLocker-error")).toHaveText("Wybierz paczkomat.");
  await expect(page.locator("#shipping-inpostLocker")).toBeFocused();

  // By keyboard: type the city (no diacritics), Tab to the list, arrows pick the second locker.
  await page.keyboard.type("krakow");
  // Kraków's six lockers first, then a street match (Lublin's Krakowskie Przedmieście).
  await expect(finder.getByRole("radio")).toHaveCount(7);
  await expect(finder.getByRole("radio").last()).toHaveAccessibleName(/LUB01M/);
  await expect(finder.getByRole("radio").first()).toHaveAccessibleName(/KRA01M/);
  await finder.getByRole("radio").first().focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await expect(finder.getByRole("radio", { name: /KRA02M/ })).toBeChecked();
  await expect(page.locator("#shipping-inpostLocker-error")).toHaveCount(0);
  await expect(page.getByTestId("review-locker")).toHaveText(
    "Wybrany paczkomat: KRA02M, ul. Karmelicka 34, 31-128 Kraków",
  );
  await expectNoSeriousA11yViolations(page);

  // A postcode finds Gdańsk's lockers too.
  await page.locator("#shipping-inpostLocker").fill("80-8");
  await expect(finder.getByRole("radio", { name: /GDA01M/ })).toBeVisible();

  // Chromium gives the streamed body to the routing step only: read the order there.
  const orders: { addressInformation: Record<string, unknown> }[] = [];
  await page.route("**/api/order**", async (route) => {
    orders.push(route.request().postDataJSON());
    await route.fallback();
  });
  await page.getByTestId("place-order").click();
  await expectOrderPlaced(page);
  expect(orders[0]?.addressInformation.inpost_locker).toMatchObject({ code: "KRA02M", city: "Kraków" });
  // The order page names the locker once, with its address.
  await page.waitForURL(/\/zamowienie\/\d+\/[A-Za-z0-9]+$/);
  await expect(page.locator("main")).toContainText("Paczkomat KRA02M");
  await expect(page.locator("main")).toContainText("ul. Karmelicka 34, 31-128 Kraków");
  await expect(page.locator("main")).not.toContainText("(Paczkomat");
});

test("InPost asks for the mobile number the pickup code is texted to, at the phone field", async ({
  page,
}) => {
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await open(page, "/checkout");
  await fillCheckout(page, uniqueEmail("paczkomat-telefon"));
  await page.locator("#shipping-phoneNumber").fill("");
  await page
    .getByRole("group", { name: "Sposób dostawy" })
    .getByRole("radio", { name: /Paczkomat InPost/ })
    .check();
  await page.locator("#shipping-inpostLocker").fill("GDA0");
  await page
    .getByTestId("inpost-finder")
    .getByRole("radio", { name: /GDA03M/ })
    .check();
  await page.getByTestId("place-order").click();
  await expect(page.locator("#shipping-phoneNumber-error")).toHaveText(
    "Podaj numer telefonu komórkowego: InPost wyśle na niego kod odbioru.",
  );
  await expect(page.locator("#shipping-phoneNumber")).toBeFocused();
  // typing the number clears the error, and the order goes through
  await page.locator("#shipping-phoneNumber").fill("600 100 200");
  await expect(page.locator("#shipping-phoneNumber-error")).toHaveCount(0);
  await page.getByTestId("place-order").click();
  await expectOrderPlaced(page);
});
