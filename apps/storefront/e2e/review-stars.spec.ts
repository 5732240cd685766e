import { expect, test } from "@playwright/test";
import { createAccount, login, open, PRODUCTS, uniqueEmail } from "./shopper";

for (const device of [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`review rating and contact link (${device.label})`, () => {
    test.use({ viewport: device.viewport });

    test("a customer rates with stars, none preset, from the keyboard", async ({ page, request }) => {
      const email = uniqueEmail(`stars-${device.label}`);
      await createAccount(request, email);
      await login(page, email);
      await open(page, PRODUCTS.scarf.path);
      const group = page.getByRole("group", { name: /^Ocena/ });
      await expect(group.getByRole("radio")).toHaveCount(5);
      for (const star of await group.getByRole("radio").all()) await expect(star).not.toBeChecked();
      await page.getByLabel(/^Podpis/).fill("Anna");
      await page.getByLabel(/^Tytuł/).fill("Ładny kolor");
      await page.getByLabel(/^Treść opinii/).fill("Chusta jest miękka i ciepła.");
      await page.getByRole("button", { name: "Wyślij opinię" }).click();
      // Without stars the form stops at the rating, with focus on it.
      await expect(page.getByText("Wybierz ocenę od 1 do 5 gwiazdek.")).toBeVisible();
      await expect(group.getByRole("radio").first()).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(group.getByRole("radio", { name: "4 z 5 gwiazdek" })).toBeChecked();
      await group.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/review-stars-${device.label}.png` });
      await page.getByRole("button", { name: "Wyślij opinię" }).click();
      await expect(page.getByText("Dziękujemy! Opinia pojawi się po moderacji.")).toBeVisible();
    });

    test("the footer links the contact form", async ({ page }) => {
      await open(page, "/");
      await page.getByRole("contentinfo").getByRole("link", { name: "Formularz kontaktowy" }).click();
      await expect(page).toHaveURL(/\/kontakt$/);
    });
  });
}
