import { expect, type Page, test } from "@playwright/test";
import { API_ORIGIN, adminHeaders, cartCount, open } from "./shopper";

/**
 * Stock sync on the product page (catalogue.md §7 "Stock list", issue 15): a product page served from the
 * storefront's output cache carries the stock of its render; after hydration the page asks the API's
 * `stock/list` for the product and its children, so a size sold out since then shows unavailable and
 * cannot be added. Stock is changed the way a back office does it (the admin route), with no cache
 * announcement configured, so the cached page really is stale.
 */
test.use({ serviceWorkers: "block" });

/** A blouse used by no other journey; its page opens on a size in stock. */
const PATH = "/p/BLU-0757/bluzka-satynowa-757";

const sizeButton = (page: Page, label: string) =>
  page.locator('[data-option="size"]').filter({ hasText: new RegExp(`^${label}$`) });

async function setStock(
  request: import("@playwright/test").APIRequestContext,
  sku: string,
  stock: { is_in_stock: boolean; qty: number },
) {
  const change = await request.post(`${API_ORIGIN}/api/admin/products/${sku}`, {
    headers: await adminHeaders(),
    data: { stock },
  });
  expect(change.status()).toBe(200);
}

for (const { name, viewport } of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`a size sold out since the page was cached shows unavailable and cannot be added (${name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await open(page, PATH);
    const article = page.locator("article.product");
    const childSku = (await article.getAttribute("data-child-sku")) ?? "";
    expect(childSku).toMatch(/^BLU-0757-/);
    const chosen = page.locator('[data-option="size"][aria-pressed="true"]');
    const label = ((await chosen.textContent()) ?? "").trim();
    await expect(page.getByTestId("add-to-cart")).toBeEnabled();
    const before = await (await request.get(`${API_ORIGIN}/api/stock/check?sku=${childSku}`)).json();
    const qty = (before as { result: { qty: number } }).result.qty;
    expect(qty).toBeGreaterThan(0);

    // The page naming that size is rendered (and cached) before the change too.
    expect((await page.request.get(`${PATH}/${childSku}`)).status()).toBe(200);

    await setStock(request, childSku, { is_in_stock: false, qty: 0 });
    try {
      // The storefront still serves the page it rendered before: the size looks buyable there.
      const cached = await page.request.get(`${PATH}/${childSku}`);
      expect(await cached.text()).not.toContain("add-to-cart-reason");

      await open(page, `${PATH}/${childSku}`);
      await expect(sizeButton(page, label)).toHaveAttribute("aria-disabled", "true");
      await expect(sizeButton(page, label)).toHaveAttribute(
        "aria-label",
        new RegExp(`${label} \\(niedostępny\\)`),
      );
      // Marked without striking the letter (a struck "L" reads as "Ł").
      await expect(sizeButton(page, label)).not.toHaveCSS("text-decoration-line", "line-through");
      // No cart button: the back-in-stock request takes its place, described by the reason.
      await expect(page.getByTestId("add-to-cart")).toHaveCount(0);
      await expect(page.getByTestId("add-to-cart-reason")).toHaveText(
        "Ten wariant jest wyprzedany. Wybierz inny rozmiar lub zamów powiadomienie o dostępności.",
      );
      await expect(page.getByRole("form", { name: "Powiadom o dostępności" })).toHaveAccessibleDescription(
        /Ten wariant jest wyprzedany/,
      );
      await expect(page.locator(".stock")).toHaveText("Niedostępny");
      await expect(cartCount(page)).toHaveText("0");
      await page.getByTestId("add-to-cart-reason").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/stock-sync-${name}.png` });

      // Opened without a variant, the page now moves to a size still in stock, which can be added.
      await open(page, PATH);
      await expect(article).not.toHaveAttribute("data-child-sku", childSku);
      await expect(page.getByTestId("add-to-cart")).toBeEnabled();
    } finally {
      await setStock(request, childSku, { is_in_stock: true, qty });
    }
  });
}
