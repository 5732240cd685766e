import { expect, test } from "@playwright/test";
import { addToCart, cartCount, open, PRODUCTS } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

test("removing a line asks for confirmation first, and the server cart follows", async ({ page }) => {
  await open(page, PRODUCTS.scarf.path);
  await addToCart(page, 1);
  await page.getByTestId("microcart-button").click();
  const panel = page.getByTestId("microcart");
  await panel.getByRole("button", { name: "Usuń Żółta chusta z koszyka" }).click();
  const dialog = page.getByRole("dialog", { name: "Czy na pewno usunąć „Żółta chusta” z koszyka?" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Anuluj" }).click();
  await expect(cartCount(page)).toHaveText("1");

  // A quantity of 0 asks too; confirming removes the line.
  await panel.getByLabel("Ilość: Żółta chusta").fill("0");
  await dialog.getByRole("button", { name: "Usuń" }).click();
  await expect(panel.getByText("Twój koszyk jest pusty.")).toBeVisible();
  await expect(cartCount(page)).toHaveText("0");
  // Escape closes the panel and focus goes back to the cart button.
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId("microcart-button")).toBeFocused();

  // After a reload the start-up sync would pull any line left on the server back in: none is.
  await open(page, "/koszyk");
  await expect(page.getByText("Twój koszyk jest pusty.")).toBeVisible();
});
