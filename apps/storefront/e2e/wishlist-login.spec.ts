import { expect, test } from "@playwright/test";
import { createAccount, login, open, PRODUCTS, uniqueEmail } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

test("the wishlist survives login and comes back from the server after logout and login", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("ulubione");
  await createAccount(request, email);
  await open(page, PRODUCTS.shirt.path);
  await page.getByTestId("wishlist-toggle").click();
  await expect(page.getByTestId("wishlist-count")).toHaveText("1");

  await login(page, email);
  await expect(page.getByTestId("wishlist-count")).toHaveText("1");
  await open(page, "/wishlist");
  await expect(page.getByTestId("wishlist-items").locator("li")).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await open(page, "/account");
  await page.getByTestId("logout").click();
  await expect(page.getByTestId("wishlist-count")).toHaveText("0");
  await login(page, email);
  await expect(page.getByTestId("wishlist-count")).toHaveText("1");
});
