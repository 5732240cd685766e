import { expect, test } from "@playwright/test";
import { API_ORIGIN, addToCart, open, PRODUCTS } from "./shopper";

test("a quantity above the known stock is set to that stock in the cart, with a message (issue 32)", async ({
  page,
  request,
}) => {
  // The shirt page preselects KOS-0047-BRA-XS, whose stock is managed (the scarf's is not, so any
  // quantity goes to the server for it).
  const stock = (await (await request.get(`${API_ORIGIN}/api/stock/check?sku=KOS-0047-BRA-XS`)).json())
    .result as { qty: number; manage_stock: boolean };
  expect(stock).toMatchObject({ manage_stock: true });
  expect(stock.qty).toBeGreaterThan(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, PRODUCTS.shirt.path);
  await addToCart(page, 1);
  await open(page, "/koszyk");
  const updates: number[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/cart/update")) updates.push(response.status());
  });
  const qty = page.getByTestId("line-qty");
  // typed as a shopper types it ("1", then "15" for a stock of 14): the line gets the stock, not 1
  const accepted = page.waitForResponse((response) => response.url().includes("/api/cart/update"));
  await qty.selectText();
  await qty.pressSequentially(String(stock.qty + 1));
  await expect(
    page.getByText(`Dostępnych sztuk tego produktu: ${stock.qty}. Ustawiliśmy ilość na ${stock.qty}.`),
  ).toBeVisible();
  expect((await accepted).status()).toBe(200);
  await expect(qty).toHaveValue(String(stock.qty));
  await page.screenshot({ path: "/tmp/shots-s13-b/cart-quantity-clamped-phone.png" });
  expect(updates.every((status) => status === 200)).toBe(true);
});
