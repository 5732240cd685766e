import { expect, type Page, test } from "@playwright/test";
import { expectOrderPlaced } from "./checkoutJourney";
import { addToCart, createAccount, open, PASSWORD, PRODUCTS, uniqueEmail } from "./shopper";
import { hydrated } from "./support";

// Issue 29: the page's scripts start after the first paint, so on a slow phone the checkout's form shows for
// seconds before React hydrates it. What the shopper typed and ticked meanwhile stays, and the order goes out
// with it (`useKeepEarlyInput` in components/forms/Field.tsx): before, the e-mail and the city were emptied
// by the form's first render after hydration.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Holds every script of the page until the returned function is called (a slow phone's network). */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  return release;
}

test("what a shopper typed into the checkout before its scripts ran is kept and ordered with", async ({
  page,
}) => {
  const email = uniqueEmail("wczesny-klient");
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  const release = await holdScripts(page);
  await page.goto("/checkout", { waitUntil: "commit" });
  await page.getByLabel("E-mail").pressSequentially(email);
  await page.locator("#shipping-city").pressSequentially("Gdańsk");
  await page.getByLabel("Akceptuję regulamin sklepu").check();
  expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();

  release();
  await hydrated(page);
  // the shopper code has started (the button waits for it) and the form has rendered since
  await expect(page.getByTestId("place-order")).toBeEnabled();
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await expect(page.locator("#shipping-city")).toHaveValue("Gdańsk");
  await expect(page.getByLabel("Akceptuję regulamin sklepu")).toBeChecked();

  await page.getByLabel("Imię").first().fill("Anna");
  await page.getByLabel("Nazwisko").first().fill("Nowak");
  await page.locator("#shipping-streetAddress").fill("Długa 5");
  await page.locator("#shipping-apartmentNumber").fill("m. 2");
  await page.locator("#shipping-zipCode").fill("80-827");
  await page.locator("#shipping-phoneNumber").fill("+48 600 100 200");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await page.getByTestId("place-order").click();
  await expectOrderPlaced(page);
});

test("the log-in form keeps what was typed before its scripts ran, and logs in with it", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("wczesne-logowanie");
  await createAccount(request, email);
  const release = await holdScripts(page);
  await page.goto("/login", { waitUntil: "commit" });
  await page.getByLabel("E-mail").pressSequentially(email);
  await page.getByLabel("Hasło").pressSequentially(PASSWORD);
  expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();

  release();
  await hydrated(page);
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await page.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
});
