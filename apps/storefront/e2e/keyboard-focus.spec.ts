import { expect, test } from "@playwright/test";
import { addToCart, open, PRODUCTS } from "./shopper";
import { expectNoSeriousA11yViolations } from "./support";

test("Escape in the search box closes the suggestions and keeps the typed text; Enter searches it", async ({
  page,
}) => {
  await open(page, "/kontakt");
  const box = page.getByRole("combobox", { name: "Szukaj produktów" });
  await box.pressSequentially("sukienka", { delay: 30 });
  await expect(page.getByRole("listbox", { name: "Podpowiedzi" }).getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveValue("sukienka");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/szukaj\?q=sukienka$/);
});

test("the microcart is a modal panel; Escape in the removal confirmation closes only the confirmation", async ({
  page,
}) => {
  await open(page, PRODUCTS.scarf.path);
  const add = page.getByTestId("add-to-cart");
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Produkt został dodany do koszyka!")).toBeVisible();
  // The button kept focus through the add (it was never `disabled`).
  await expect(add).toBeFocused();

  const opener = page.getByTestId("microcart-button");
  await opener.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Koszyk" });
  await expect(panel).toHaveAttribute("aria-modal", "true");
  await expect(panel.getByRole("heading", { name: "Koszyk" })).toBeFocused();
  // Tab stays inside: 20 presses never leave the panel.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Tab");
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await expectNoSeriousA11yViolations(page);

  const remove = panel.getByRole("button", { name: "Usuń Żółta chusta z koszyka" });
  await remove.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Czy na pewno usunąć „Żółta chusta” z koszyka?" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Anuluj" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(panel).toBeVisible();
  await expect(remove).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test("focus stays on Zmień's editor and comes back to Zmień after saving the new size", async ({ page }) => {
  await open(page, PRODUCTS.shirt.path);
  await addToCart(page, 1);
  await open(page, "/koszyk");
  const line = page.locator(".cart-line").first();
  await line.getByRole("button", { name: "Zmień" }).focus();
  await page.keyboard.press("Enter");
  // Focus moves into the editor, to its first option (colour, then size).
  await expect(line.locator("select").first()).toBeFocused();
  await line.getByLabel("Rozmiar").selectOption({ label: "S" });
  await line.getByRole("button", { name: "Zapisz" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(".cart-line").first()).toHaveAttribute("data-sku", "KOS-0047-BRA-S");
  await expect(page.locator(".cart-line").first().getByRole("button", { name: "Zmień" })).toBeFocused();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the newsletter offer waits for a scroll, is a slim bar, asks for consent and confirms the subscription", async ({
    page,
  }) => {
    await open(page, "/kobiety/sukienki");
    await page.locator(".product-tile__link").first().click();
    await expect(page).not.toHaveURL(/\/kobiety\/sukienki$/);
    await page.goBack();
    await expect(page.getByLabel("Sortuj")).toBeVisible();
    const popup = page.getByTestId("newsletter-popup");
    await expect(popup).toHaveCount(0);
    // The offer is due from the third page of the visit, and shows once the shopper scrolls: wait for the
    // due offer's scroll listener (no timing assumption: a scroll made before it would be missed), then scroll.
    await expect(page.locator("html")).toHaveAttribute("data-newsletter-offer", "waiting");
    await expect(popup).toHaveCount(0);
    await page.mouse.wheel(0, 200);
    await expect(popup).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-newsletter-offer", "waiting");
    const box = await popup.boundingBox();
    expect(box?.height ?? 999).toBeLessThanOrEqual(80);
    await expectNoSeriousA11yViolations(page);

    await popup.getByRole("button", { name: "Zapisz się do newslettera" }).click();
    const email = popup.getByLabel(/E-mail/);
    await expect(email).toBeFocused();
    await email.fill(`newsletter.${Date.now()}@example.pl`);
    const consent = popup.getByRole("checkbox", { name: /Wyrażam zgodę na otrzymywanie newslettera/ });
    await expect(consent).not.toBeChecked();
    await popup.getByRole("button", { name: "Zapisz się", exact: true }).click();
    await expect(consent).toBeFocused();
    await expect(popup.getByText("Zaznacz zgodę, aby zapisać się do newslettera.")).toBeVisible();
    await consent.check();
    await popup.getByRole("button", { name: "Zapisz się", exact: true }).click();
    const done = popup.getByRole("status");
    await expect(done).toHaveText(/Sprawdź skrzynkę e-mail.*kupon 10% rabatu/);
    await expect(done).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);
    await expect(page.locator("#main")).toBeFocused();
  });
});
