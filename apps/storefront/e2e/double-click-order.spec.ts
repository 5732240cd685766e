import { expect, test } from "@playwright/test";
import { addToCart, fillCheckout, open, outbox, PRODUCTS, uniqueEmail } from "./shopper";

test("double-clicking place order creates one order", async ({ page }) => {
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await open(page, "/checkout");
  const email = uniqueEmail("podwojny");
  await fillCheckout(page, email);
  // The details are saved in the browser and restored on the next visit (behaviour.md §10.1).
  await open(page, "/checkout");
  await expect(page.locator("#personal-email")).toHaveValue(email);
  await expect(page.locator("#shipping-city")).toHaveValue("Gdańsk");
  await page.getByLabel("Akceptuję regulamin sklepu").check();
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/order")
      posts.push(request.headers()["idempotency-key"] ?? "");
  });
  await page.getByTestId("place-order").dblclick();
  await expect(page.getByTestId("thank-you")).toBeVisible({ timeout: 15_000 });
  expect(new Set(posts).size).toBe(1);
  await expect
    .poll(() => outbox().filter((mail) => mail.kind === "order_confirmation" && mail.to === email).length)
    .toBe(1);
});
