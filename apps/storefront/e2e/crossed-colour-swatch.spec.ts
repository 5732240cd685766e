import { expect, test } from "@playwright/test";
import { open, PRODUCTS } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * Issue 32: a colour crossed out because the chosen size is sold out in it (behaviour.md §5.5) puzzled
 * shoppers. Its name and tooltip say why ("Żółty – rozmiar XS wyprzedany") and one sentence under the
 * swatches explains the crossing.
 */
const SHOTS = "/tmp/shots-s16-b";

for (const device of [
  { label: "phone", viewport: { width: 390, height: 844 } },
  { label: "desktop", viewport: { width: 1280, height: 800 } },
]) {
  test(`a colour crossed out for the chosen size says why (${device.label})`, async ({ page }) => {
    await page.setViewportSize(device.viewport);
    // Sukienka dzianinowa Alicja in pink, size XS: the yellow one has no XS left
    await open(page, PRODUCTS.dress.path);
    await page.getByRole("button", { name: "Kolor Różowy", exact: true }).click();
    await page.getByRole("button", { name: "Rozmiar XS", exact: true }).click();
    await expect(page.locator("article.product")).toHaveAttribute("data-child-sku", "SUK-0933-ROZ-XS");
    const yellow = page.getByRole("button", { name: "Żółty – rozmiar XS wyprzedany", exact: true });
    await expect(yellow).toHaveAttribute("aria-disabled", "true");
    await expect(yellow).toHaveAttribute("title", "Żółty – rozmiar XS wyprzedany");
    await expect(yellow).toHaveAccessibleDescription("Przekreślone kolory są niedostępne w rozmiarze XS.");
    const hint = page.getByTestId("crossed-colours-hint");
    await expect(hint).toHaveText("Przekreślone kolory są niedostępne w rozmiarze XS.");
    await expect(hint).toBeVisible();
    // the chosen colour, which has the size, keeps its plain name
    await expect(page.getByRole("button", { name: "Kolor Różowy", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await hint.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/crossed-colour-${device.label}.png` });
    await expectNoSeriousA11yViolations(page);
    // a size every colour has: no crossing, no sentence
    await page.getByRole("button", { name: "Rozmiar S", exact: true }).click();
    await expect(page.locator("article.product")).toHaveAttribute("data-child-sku", "SUK-0933-ROZ-S");
    await expect(hint).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Kolor Żółty", exact: true })).toBeVisible();
  });
}
