import { expect, test } from "@playwright/test";
import { PRODUCTS } from "./shopper";

/**
 * "Dodaj do koszyka" without JavaScript (issue 15): the product page's add-to-cart is a real form posting
 * to `/koszyk/dodaj`, which adds the line to a guest cart on the API and shows `/koszyk` with it. The
 * variant is chosen in a list only such a browser sees; what cannot work without scripts says why.
 */
test.use({ javaScriptEnabled: false, serviceWorkers: "block" });

/** The blouse of the stock-sync journey's neighbour: its beige XS has plenty in stock. */
const BLOUSE = { path: "/p/BLU-0757/bluzka-satynowa-757", variant: "BLU-0757-BEZ-XS" };

for (const { name, viewport } of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`a shopper without JavaScript adds a variant and a simple product and sees them in the cart (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(BLOUSE.path);
    const variant = page.getByLabel("Wariant");
    await expect(variant).toBeVisible();
    await expect(variant.locator("option[disabled]").first()).toContainText("(niedostępny)");
    await variant.selectOption(BLOUSE.variant);
    await page.getByRole("button", { name: "Dodaj do koszyka" }).click();

    await expect(page).toHaveURL(/\/koszyk$/);
    const lines = page.getByTestId("noscript-cart");
    await expect(lines.locator(`[data-sku="${BLOUSE.variant}"]`)).toContainText("Bluzka satynowa");
    await expect(lines.locator(`[data-sku="${BLOUSE.variant}"]`)).toContainText("XS");
    await expect(lines.locator(`[data-sku="${BLOUSE.variant}"] [data-testid="line-qty"]`)).toContainText(
      "1 szt.",
    );
    // The live cart (scripts only) is hidden; ordering says why it needs JavaScript.
    await expect(page.getByText("Twój koszyk jest pusty.")).toBeHidden();
    await expect(page.getByText(/Złożenie zamówienia wymaga włączonego JavaScriptu/)).toBeVisible();

    // A simple product joins the same cart; the same variant again counts 2.
    await page.goto(PRODUCTS.scarf.path);
    await page.getByRole("button", { name: "Dodaj do koszyka" }).click();
    await expect(lines.locator(`[data-sku="${PRODUCTS.scarf.sku}"]`)).toContainText("Żółta chusta");
    await page.goto(BLOUSE.path);
    await page.getByLabel("Wariant").selectOption(BLOUSE.variant);
    await page.getByRole("button", { name: "Dodaj do koszyka" }).click();
    await expect(lines.locator(`[data-sku="${BLOUSE.variant}"] [data-testid="line-qty"]`)).toContainText(
      "2 szt.",
    );
    await expect(lines.locator(".cart-line")).toHaveCount(2);
    await page.screenshot({ path: `test-results/nojs-cart-${name}.png` });
    await page.goto(BLOUSE.path);
    await page.getByLabel("Wariant").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/nojs-product-${name}.png` });
  });
}

test("a set says why it needs JavaScript and offers no button that would fail", async ({ page }) => {
  await page.goto("/p/ZES-5222/komplet-akcesoriow-karol-5222");
  await expect(page.getByText(/Ten zestaw dodasz do koszyka po włączeniu JavaScriptu/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Dodaj do koszyka" })).toBeHidden();
});

test("another site's page cannot add to the cart", async ({ request, baseURL }) => {
  const answer = await request.post(`${baseURL}/koszyk/dodaj`, {
    form: { sku: PRODUCTS.scarf.sku },
    headers: { Origin: "https://attacker.example" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(403);
});
