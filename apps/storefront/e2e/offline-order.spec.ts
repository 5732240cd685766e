import { expect, test } from "@playwright/test";
import { addToCart, cartCount, fillCheckout, open, outbox, PRODUCTS, uniqueEmail } from "./shopper";

test("an order placed offline waits, and is sent with the shopper's confirmation once back online", async ({
  page,
  context,
}) => {
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await open(page, "/checkout");
  const email = uniqueEmail("offline");
  await fillCheckout(page, email);

  await context.setOffline(true);
  await page.getByTestId("place-order").click();
  await expect(page.locator(".notification").getByText("Zamówienie oczekuje!")).toBeVisible();
  await expect(page.getByTestId("thank-you")).toHaveCount(0);

  await context.setOffline(false);
  const dialog = page.getByRole("dialog", { name: "Zamówienie oczekuje!" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Zamawiam i płacę" }).click();
  await expect
    .poll(() => outbox().filter((mail) => mail.kind === "order_confirmation" && mail.to === email).length)
    .toBe(1);
  await open(page, "/");
  await expect(cartCount(page)).toHaveText("0");
});
