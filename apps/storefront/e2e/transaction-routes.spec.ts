import { expect, test } from "@playwright/test";
import { open } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

// transactions.md §2, route by route: the ones no other journey opens.

test("/error is the error page, in the minimal layout, with a way home", async ({ page }) => {
  await open(page, "/error");
  await expect(page.getByRole("heading", { level: 1, name: "Wystąpił błąd" })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveCount(0); // minimal layout: no shop header
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Wróć na stronę główną" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("checkout is also reached with a two-letter language prefix, in the minimal layout", async ({
  page,
}) => {
  await open(page, "/pl/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Kasa" })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
});

test("a guest sees the protected-page message on every account page", async ({ page }) => {
  for (const path of [
    "/account",
    "/account/addresses",
    "/account/addresses/edit",
    "/account/orders",
    "/account/password",
    "/account/agreements",
    "/account/notifications",
    "/account/reviews",
  ]) {
    await open(page, path);
    await expect(page.getByTestId("protected-message"), path).toHaveText(
      "Zaloguj się, aby zobaczyć tę stronę.",
    );
  }
});
