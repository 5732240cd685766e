import { expect, test } from "@playwright/test";
import { cartCount, open, PRODUCTS } from "./shopper";

for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`a sold-out size (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    test("cannot be added: the button is disabled and says why, the size looks unavailable, the alert is offered", async ({
      page,
    }) => {
      // Sukienka dzianinowa Alicja, yellow XS: sold out.
      await open(page, `${PRODUCTS.dress.path}/${PRODUCTS.dress.outOfStockChild}`);
      const button = page.getByTestId("add-to-cart");
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(
        "Ten wariant jest wyprzedany. Wybierz inny rozmiar lub zamów powiadomienie o dostępności.",
      );
      await expect(page.getByTestId("add-to-cart-reason")).toBeVisible();
      // The sold-out size is marked as such (struck through, named "niedostępny" for screen readers).
      const xs = page.getByRole("button", { name: "Rozmiar XS (niedostępny)" });
      await expect(xs).toHaveAttribute("aria-disabled", "true");
      await expect(xs).toHaveCSS("text-decoration-line", "line-through");
      // A disabled button looks disabled: not the brand colour of an active one.
      await expect(button).not.toHaveCSS("background-color", "rgb(181, 152, 91)");
      await expect(page.getByRole("form", { name: "Powiadom o dostępności" })).toBeVisible();
      await page.screenshot({ path: `test-results/sold-out-size-${device.label}.png`, fullPage: true });
      await expect(cartCount(page)).toHaveText("0");

      // A size in stock makes it active again, without the note.
      await page.getByRole("button", { name: "Rozmiar S", exact: true }).click();
      await expect(page.locator("article.product")).toHaveAttribute("data-child-sku", "SUK-0933-ZOL-S");
      await expect(button).toBeEnabled();
      await expect(page.getByTestId("add-to-cart-reason")).toHaveCount(0);
      await expect(page.getByRole("form", { name: "Powiadom o dostępności" })).toHaveCount(0);
    });
  });
}
