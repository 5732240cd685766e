import { expect, test } from "@playwright/test";
import { addToCart, cartCount, open, PRODUCTS, uniqueEmail } from "./shopper";
import { signInWithGoogle } from "./socialProviders";

// The Google SDK is stubbed per page; the service worker would otherwise fetch it itself.
test.use({ serviceWorkers: "block" });

test("logout clears the cart, wishlist, compare list and checkout details, says so, and keeps the server cart", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("wyloguj");
  await signInWithGoogle(page, request, email);

  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await page.getByTestId("wishlist-toggle").click();
  await page.getByRole("button", { name: "Dodaj do porównania" }).click();
  await expect(page.getByRole("button", { name: "Usuń z porównania" })).toBeVisible();
  await open(page, "/checkout");
  await expect(page.locator("#personal-email")).toHaveValue(email); // from the profile
  await page.locator("#shipping-streetAddress").fill("Długa 5");

  await open(page, "/account");
  await page.getByTestId("logout").click();
  await expect(page.getByText("Wylogowano")).toBeVisible();
  // Logout leads home (issue 12).
  await expect(page).toHaveURL(/\/$/);
  await expect(cartCount(page)).toHaveText("0");
  await expect(page.getByTestId("wishlist-count")).toHaveText("0");

  // Nothing of the account is left after a reload either.
  await open(page, PRODUCTS.scarf.path);
  await expect(page.getByTestId("account-link")).toHaveText("Zaloguj się");
  await expect(cartCount(page)).toHaveText("0");
  await expect(page.getByRole("button", { name: "Dodaj do porównania" })).toBeVisible();
  // As a guest again, the checkout starts from empty details.
  await addToCart(page, 1);
  await open(page, "/checkout");
  await expect(page.locator("#personal-email")).toHaveValue("");
  await expect(page.locator("#shipping-streetAddress")).toHaveValue("");

  // behaviour.md §12.2: the server cart was kept for the next login, where the guest's line joins it.
  await signInWithGoogle(page, request, email);
  await expect(cartCount(page)).toHaveText("2");
});
