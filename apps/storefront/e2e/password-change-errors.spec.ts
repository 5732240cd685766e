import { expect, test } from "@playwright/test";
import { createAccount, login, open, PASSWORD, uniqueEmail } from "./shopper";

test("a wrong current password is marked at its field in Polish", async ({ page, request }) => {
  const email = uniqueEmail("haslo");
  await createAccount(request, email);
  await login(page, email);
  await open(page, "/account/password");
  await page.getByLabel(/^Obecne hasło/).fill(`${PASSWORD}-zle`);
  await page.getByLabel(/^Nowe hasło/).fill("Niebieski-Pies-2025!q");
  await page.getByLabel(/^Powtórz hasło/).fill("Niebieski-Pies-2025!q");
  await page.getByRole("button", { name: "Zapisz" }).click();
  const current = page.getByLabel(/^Obecne hasło/);
  await expect(current).toHaveAccessibleDescription("Obecne hasło jest nieprawidłowe.");
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(current).toBeFocused();
  await expect(page.getByText("Error while changing the password")).toHaveCount(0);
});
