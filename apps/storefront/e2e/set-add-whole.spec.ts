import { mkdirSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { API_ORIGIN, adminHeaders, cartCount, open } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * Issue 32: "Komplet akcesoriów Karol" added a second time while one of its parts had 1 left put 2, 2 and 1
 * of its parts in the cart, with three messages at once. A set goes in whole or not at all, with one
 * message: its own on success, the short part's name otherwise.
 */
const GROUPED = "/komplet-akcesoriow-karol-5222";
const SHOTS = "/tmp/shots-s16-b";

interface Stock {
  qty: number;
  is_in_stock: boolean;
}

async function stockOf(request: APIRequestContext, sku: string): Promise<Stock> {
  const answer = await request.get(`${API_ORIGIN}/api/stock/check?sku=${sku}`);
  return ((await answer.json()) as { result: Stock }).result;
}

async function setStock(request: APIRequestContext, sku: string, stock: Stock): Promise<void> {
  const change = await request.post(`${API_ORIGIN}/api/admin/products/${sku}`, {
    headers: await adminHeaders(),
    data: { stock: { qty: stock.qty, is_in_stock: stock.is_in_stock } },
  });
  expect(change.status()).toBe(200);
}

/** The cart's lines as [sku, quantity]. */
async function cartLines(page: Page): Promise<[string, string][]> {
  await open(page, "/koszyk");
  // the live lines, not the placeholders the page draws from its hint until the shopper code has read the cart
  await expect(page.locator('.cart-line[data-sku]:not([data-sku=""])')).toHaveCount(3);
  return page
    .locator(".cart-line")
    .evaluateAll((all) =>
      all.map(
        (line) =>
          [
            line.getAttribute("data-sku") ?? "",
            (line.querySelector<HTMLInputElement>("[data-testid=line-qty]")?.value ?? "").trim(),
          ] as [string, string],
      ),
    );
}

for (const device of [
  { label: "phone", viewport: { width: 390, height: 844 } },
  { label: "desktop", viewport: { width: 1280, height: 800 } },
]) {
  test(`a set with a part short is added whole or not at all, with one message (${device.label})`, async ({
    page,
    request,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize(device.viewport);
    // the first add: every part has stock, the set goes in with one message (not one per part)
    await open(page, GROUPED);
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByText("Komplet został dodany do koszyka!")).toHaveCount(1);
    await expect(page.getByText("Produkt został dodany do koszyka!")).toHaveCount(0);
    await expect(cartCount(page)).toHaveText("3");
    await page.screenshot({ path: `${SHOTS}/set-added-${device.label}.png` });
    const parts = await cartLines(page);
    const names = await page
      .locator(".cart-line")
      .evaluateAll((all) =>
        all.map((line) => line.querySelector(".cart-line__name")?.textContent?.trim() ?? ""),
      );
    expect(parts.map(([, qty]) => qty)).toEqual(["1", "1", "1"]);
    const [shortSku] = parts[1] ?? [""];
    const shortName = names[1] ?? "";
    expect(shortName).not.toBe("");
    // one part has 1 left now (the back office sold the rest): the cart already holds that one
    const before = await stockOf(request, shortSku);
    await setStock(request, shortSku, { qty: 1, is_in_stock: true });
    try {
      await open(page, GROUPED);
      await page.getByTestId("add-to-cart").click();
      const refusal = page.getByText(
        `Nie można dodać kompletu: brak wystarczającej liczby sztuk produktu „${shortName}”.`,
        { exact: false },
      );
      await expect(refusal).toHaveCount(1);
      await expect(refusal).toBeVisible();
      await expect(page.getByRole("alert")).toHaveCount(1);
      await expect(page.locator(".notification")).toHaveCount(1);
      await page.screenshot({ path: `${SHOTS}/set-refused-${device.label}.png` });
      await expectNoSeriousA11yViolations(page);
      await expect(cartCount(page)).toHaveText("3");
      // nothing of the set went in: each part is still there once, on the page and on the server
      expect(await cartLines(page)).toEqual(parts);
      await page.screenshot({ path: `${SHOTS}/set-refused-cart-${device.label}.png` });
      await expectNoSeriousA11yViolations(page);
    } finally {
      await setStock(request, shortSku, before);
    }
  });
}
