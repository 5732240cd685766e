import { expect, test } from "@playwright/test";
import { API_ORIGIN, addToCart, open, PRODUCTS } from "./shopper";

test("a quantity above the known stock is refused in the cart with no failing request", async ({
  page,
  request,
}) => {
  // The shirt page preselects KOS-0047-BRA-XS, whose stock is managed (the scarf's is not, so any
  // quantity goes to the server for it).
  const stock = (await (await request.get(`${API_ORIGIN}/api/stock/check?sku=KOS-0047-BRA-XS`)).json())
    .result as { qty: number; manage_stock: boolean };
  expect(stock).toMatchObject({ manage_stock: true });
  expect(stock.qty).toBeGreaterThan(1);
  await open(page, PRODUCTS.shirt.path);
  await addToCart(page, 1);
  await open(page, "/koszyk");
  const updates: number[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/cart/update")) updates.push(response.status());
  });
  const qty = page.getByTestId("line-qty");
  await qty.fill(String(stock.qty + 10));
  await expect(page.getByText(`Dostępna liczba sztuk tego produktu: ${stock.qty}.`)).toBeVisible();
  await expect(qty).toHaveValue("1");
  expect(updates).toEqual([]);

  // The stock itself is accepted and reaches the server.
  const accepted = page.waitForResponse((response) => response.url().includes("/api/cart/update"));
  await qty.fill(String(stock.qty));
  expect((await accepted).status()).toBe(200);
  await expect(qty).toHaveValue(String(stock.qty));
});
