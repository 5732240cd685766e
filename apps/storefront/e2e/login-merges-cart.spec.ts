import { expect, test } from "@playwright/test";
import { addToCart, cartCount, createAccount, login, open, PRODUCTS, uniqueEmail } from "./shopper";

test("a guest cart merges into the customer cart on login with quantities summed", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("scalanie");
  await createAccount(request, email);

  // The customer's server cart holds one scarf.
  await login(page, email);
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await open(page, "/account");
  await page.getByTestId("logout").click();
  await expect(page.getByText("Wylogowano")).toBeVisible();
  await expect(cartCount(page)).toHaveText("0");

  // As a guest the shopper adds another scarf, then logs in: 1 + 1.
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await login(page, email);
  await expect(cartCount(page)).toHaveText("2");
  // Later page loads restore the session without summing again: still 2 after two more loads.
  for (let load = 0; load < 2; load++) {
    await open(page, "/koszyk");
    await expect(
      page.locator(`.cart-line[data-sku="${PRODUCTS.scarf.sku}"] [data-testid="line-qty"]`),
    ).toHaveValue("2");
  }
  await expect(cartCount(page)).toHaveText("2");
});
