import { expect, test } from "@playwright/test";
import { addToCart, cartCount, open, PRODUCTS } from "./shopper";

test("a shopper changes the size of a line in the cart and the server keeps one line of the new size", async ({
  page,
}) => {
  await open(page, PRODUCTS.shirt.path);
  const chosen = (await page.locator("article.product").getAttribute("data-child-sku")) ?? "";
  expect(chosen).toBe("KOS-0047-BRA-XS");
  await addToCart(page, 1);
  await open(page, "/koszyk");
  const line = page.locator(".cart-line").first();
  await expect(line).toHaveAttribute("data-sku", chosen);
  // added from the product page, the line leads back to the colour and size added (it led to the parent)
  // (this page's address names the variant in its path: /p/KOS-0047/koszula-w-krate-47/KOS-0047-BRA-XS)
  await expect(line.locator("a.cart-line__name")).toHaveAttribute(
    "href",
    "/p/KOS-0047/koszula-w-krate-47/KOS-0047-BRA-XS",
  );
  await line.getByRole("button", { name: "Zmień" }).click();
  await line.getByLabel("Rozmiar").selectOption({ label: "S" });
  await line.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.locator(".cart-line")).toHaveCount(1);
  await expect(page.locator(".cart-line").first()).toHaveAttribute("data-sku", "KOS-0047-BRA-S");
  await expect(cartCount(page)).toHaveText("1");
  // the line's link follows the new size (it kept leading to the old one)
  await expect(page.locator(".cart-line a.cart-line__name")).toHaveAttribute(
    "href",
    /\?childSku=KOS-0047-BRA-S$/,
  );
  // After a reload the server's cart agrees (one line, the new size).
  await open(page, "/koszyk");
  await expect(page.locator(".cart-line")).toHaveCount(1);
  await expect(page.locator(".cart-line").first()).toHaveAttribute("data-sku", "KOS-0047-BRA-S");
});
