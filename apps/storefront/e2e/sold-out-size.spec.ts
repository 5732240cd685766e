import { expect, test } from "@playwright/test";
import { cartCount, open, PRODUCTS } from "./shopper";

for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`a sold-out size (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    test("is marked, never preselected, but can be chosen: it then offers the alert instead of the cart", async ({
      page,
    }) => {
      // Sukienka dzianinowa Alicja, yellow: XS sold out, S in stock.
      await open(page, `${PRODUCTS.dress.path}?childSku=SUK-0933-ZOL-S`);
      const article = page.locator("article.product");
      await expect(article).toHaveAttribute("data-child-sku", "SUK-0933-ZOL-S");
      // Marked for the eye (hatched, muted, not struck through: "L" must not read as "Ł") and the ear.
      const xs = page.getByRole("button", { name: "Rozmiar XS (niedostępny)" });
      await expect(xs).toHaveAttribute("aria-disabled", "true");
      // Not a disabled control: it stays choosable (Playwright counts aria-disabled as disabled).
      await expect(xs).not.toHaveAttribute("disabled");
      await expect(xs).toHaveAttribute("aria-pressed", "false");
      await expect(xs.locator("span").first()).not.toHaveCSS("text-decoration-line", "line-through");
      await expect(xs).not.toHaveCSS("text-decoration-line", "line-through");
      await expect(page.getByRole("form", { name: "Powiadom o dostępności" })).toHaveCount(0);

      // Chosen with the keyboard: the page shows that size, the reason and the alert, no add-to-cart.
      await xs.focus();
      await page.keyboard.press("Enter");
      await expect(article).toHaveAttribute("data-child-sku", PRODUCTS.dress.outOfStockChild);
      await expect(page).toHaveURL(new RegExp(PRODUCTS.dress.outOfStockChild));
      await expect(xs).toHaveAttribute("aria-pressed", "true");
      await expect(page.locator(".variant-picker__option--size legend")).toContainText("Rozmiar: XS");
      await expect(page.getByTestId("add-to-cart")).toHaveCount(0);
      await expect(page.getByTestId("add-to-cart-reason")).toHaveText(
        "Ten wariant jest wyprzedany. Wybierz inny rozmiar lub zamów powiadomienie o dostępności.",
      );
      const alert = page.getByRole("form", { name: "Powiadom o dostępności" });
      await expect(alert).toBeVisible();
      await expect(alert).toHaveAccessibleDescription(
        "Ten wariant jest wyprzedany. Wybierz inny rozmiar lub zamów powiadomienie o dostępności.",
      );
      await page.screenshot({ path: `test-results/sold-out-size-${device.label}.png`, fullPage: true });
      await expect(cartCount(page)).toHaveText("0");

      // A size in stock brings the cart button back, without the note and the alert.
      await page.getByRole("button", { name: "Rozmiar S", exact: true }).click();
      await expect(article).toHaveAttribute("data-child-sku", "SUK-0933-ZOL-S");
      await expect(page.getByTestId("add-to-cart")).toBeEnabled();
      await expect(page.getByTestId("add-to-cart-reason")).toHaveCount(0);
      await expect(page.getByRole("form", { name: "Powiadom o dostępności" })).toHaveCount(0);
    });

    test("is never preselected: the page opens on a size in stock", async ({ page }) => {
      await open(page, `${PRODUCTS.dress.path}`);
      const chosen = await page.locator("article.product").getAttribute("data-child-sku");
      expect(chosen).not.toBe(PRODUCTS.dress.outOfStockChild);
      await expect(page.getByTestId("add-to-cart")).toBeEnabled();
      await expect(page.getByRole("form", { name: "Powiadom o dostępności" })).toHaveCount(0);
    });
  });
}
