import { expect, test } from "@playwright/test";
import { addToCart, cartCount, open, PRODUCTS } from "./shopper";

test("two tabs show the same cart", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await open(first, PRODUCTS.scarf.path);
  await open(second, "/koszyk");
  await expect(cartCount(second)).toHaveText("0");

  await addToCart(first, 1);
  await expect(cartCount(second)).toHaveText("1");
  await expect(second.locator(".cart-line")).toHaveCount(1);

  // A quantity change in the second tab reaches the first one.
  await second.getByTestId("line-qty").fill("3");
  await expect(cartCount(second)).toHaveText("3");
  await expect(cartCount(first)).toHaveText("3");
});
