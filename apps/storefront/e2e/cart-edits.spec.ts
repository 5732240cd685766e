import { expect, type Page, test } from "@playwright/test";
import { API_ORIGIN, cartCount, open, PRODUCTS, storedValue } from "./shopper";

/** The stock of a child sku as the API reports it. */
async function stockOf(page: Page, sku: string): Promise<number> {
  const answer = await page.request.get(`${API_ORIGIN}/api/stock/check?sku=${sku}`);
  return ((await answer.json()) as { result: { qty: number } }).result.qty;
}

/** Sets a cart line's quantity and waits for the server's answer. */
async function setQuantity(page: Page, qty: number): Promise<void> {
  const saved = page.waitForResponse((response) => response.url().includes("/api/cart/update"));
  await page.getByTestId("line-qty").first().fill(String(qty));
  expect((await saved).status()).toBe(200);
  // the browser's own copy of the cart (what the next page starts from) holds it too
  await expect
    .poll(
      async () =>
        ((await storedValue(page, "shop/cart/current-cart")) as { qty?: number }[] | null)?.[0]?.qty,
    )
    .toBe(qty);
}

/** Opens the first line's size editor, picks a size and saves. */
async function changeSize(page: Page, size: string): Promise<void> {
  const line = page.locator(".cart-line").first();
  await line.getByRole("button", { name: "Zmień" }).click();
  await line.getByLabel("Rozmiar").selectOption({ label: size });
  await line.getByRole("button", { name: "Zapisz" }).click();
}

test("a size change the API refuses keeps the line as it was and says why; a later change says what changed", async ({
  page,
}) => {
  // Koszula w kratę: the page preselects XS (4 in stock); S has fewer than the 3 chosen below.
  const small = await stockOf(page, "KOS-0047-BRA-S");
  expect(small).toBeLessThan(3);
  await open(page, PRODUCTS.shirt.path);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByText("Produkt został dodany do koszyka!")).toBeVisible();
  await expect(cartCount(page)).toHaveText("1");
  await open(page, "/koszyk");
  await setQuantity(page, 3);

  await changeSize(page, "S");
  // Known stock refuses before any request; otherwise the API's own reason ("Dostępnych jest tylko 2 szt.").
  const refusal = new RegExp(
    `Dostępna liczba sztuk tego produktu: ${small}\\.|Dostępnych jest tylko ${small} szt\\.`,
  );
  await expect(page.getByText(refusal)).toBeVisible();
  const line = page.locator(".cart-line");
  await expect(line).toHaveCount(1);
  await expect(line.first()).toHaveAttribute("data-sku", "KOS-0047-BRA-XS");
  await expect(page.getByTestId("line-qty")).toHaveValue("3");
  await expect(cartCount(page)).toHaveText("3");

  // The server's cart agrees after a reload: the old line is still there.
  await open(page, "/koszyk");
  await expect(line).toHaveCount(1);
  await expect(line.first()).toHaveAttribute("data-sku", "KOS-0047-BRA-XS");
  await expect(page.getByTestId("line-qty")).toHaveValue("3");

  // With a quantity S has, the change goes through, says what changed and replaces the refusal.
  await setQuantity(page, small);
  await changeSize(page, "S");
  await expect(page.getByText("Zmieniono rozmiar z XS na S.")).toBeVisible();
  await expect(page.getByText(refusal)).toHaveCount(0);
  await expect(line.first()).toHaveAttribute("data-sku", "KOS-0047-BRA-S");
  await open(page, "/koszyk");
  await expect(line).toHaveCount(1);
  await expect(line.first()).toHaveAttribute("data-sku", "KOS-0047-BRA-S");
  await expect(page.getByTestId("line-qty")).toHaveValue(String(small));
});

test("a line added from a listing tile takes size and quantity edits", async ({ page }) => {
  await open(page, "/szukaj?q=koszula%20w%20krat%C4%99");
  const tile = page.locator('.product-tile[data-sku^="KOS-0047-"]').first();
  const shown = (await tile.getAttribute("data-sku")) ?? "";
  await tile.locator(".product-tile__add").click();
  // The tile asks for the size: the one the tile shows is picked.
  await page
    .getByRole("dialog", { name: /Wybierz rozmiar/ })
    .locator(`[data-sku="${shown}"]`)
    .click();
  await expect(page.getByText("Produkt został dodany do koszyka!")).toBeVisible();
  await expect(cartCount(page)).toHaveText("1");
  await open(page, "/koszyk");
  const line = page.locator(".cart-line");
  await expect(line.first()).toHaveAttribute("data-sku", shown);
  // Brown M is disabled in the demo catalogue: the editor offers it as unavailable.
  await line.first().getByRole("button", { name: "Zmień" }).click();
  await expect(line.first().getByRole("option", { name: "M (niedostępny)" })).toBeDisabled();
  await line.first().getByRole("button", { name: "Anuluj" }).click();
  const target = shown.endsWith("-S") ? "XS" : "S";
  const updated = page.waitForResponse((response) => response.url().includes("/api/cart/update"));
  await changeSize(page, target);
  expect((await updated).status()).toBe(200);
  await expect(line.first()).toHaveAttribute("data-sku", `KOS-0047-BRA-${target}`);
  await setQuantity(page, 2);
  await open(page, "/koszyk");
  await expect(line).toHaveCount(1);
  await expect(line.first()).toHaveAttribute("data-sku", `KOS-0047-BRA-${target}`);
  await expect(page.getByTestId("line-qty")).toHaveValue("2");
});
