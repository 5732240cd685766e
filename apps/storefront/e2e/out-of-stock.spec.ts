import { expect, test } from "@playwright/test";
import { cartCount, open, outbox, PRODUCTS, uniqueEmail } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

test("an out-of-stock variant has no add-to-cart and offers a back-in-stock request", async ({ page }) => {
  await open(page, `${PRODUCTS.dress.path}/${PRODUCTS.dress.outOfStockChild}`);
  await expect(page.locator("article.product")).toHaveAttribute(
    "data-child-sku",
    PRODUCTS.dress.outOfStockChild,
  );
  // The request takes the cart button's place, with the reason.
  await expect(page.getByTestId("add-to-cart")).toHaveCount(0);
  await expect(page.getByTestId("add-to-cart-reason")).toBeVisible();
  await expect(cartCount(page)).toHaveText("0");

  const form = page.getByRole("form", { name: "Powiadom o dostępności" });
  await form.getByRole("button", { name: "Powiadom mnie" }).click();
  await expect(form.getByLabel(/E-mail/)).toBeFocused();
  await expect(form.getByText("To pole jest wymagane.").first()).toBeVisible();
  const email = uniqueEmail("alert");
  await form.getByLabel(/E-mail/).fill(email);
  await form.getByLabel("Wyrażam zgodę na kontakt w sprawie dostępności produktu").check();
  await form.getByRole("button", { name: "Powiadom mnie" }).click();
  await expect(page.getByText("Dziękujemy! Sprawdź skrzynkę, aby potwierdzić powiadomienie.")).toBeVisible();
  await expect
    .poll(() => outbox().some((mail) => mail.kind === "stock_alert_confirm" && mail.to === email))
    .toBe(true);
  await expectNoSeriousA11yViolations(page);
});
