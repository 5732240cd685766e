import { expect, test } from "@playwright/test";
import { login, open, outbox, uniqueEmail } from "./shopper";
import { signInWithGoogle } from "./socialProviders";

// The Google SDK is stubbed per page; the service worker would otherwise fetch it itself.
test.use({ serviceWorkers: "block" });

const FIRST = "Zielony-Kot-2024!x";
const SECOND = "Niebieski-Pies-2025!y";

test("profile and address changes, a password set from the e-mailed link, then changed", async ({
  page,
  request,
}) => {
  // An account made by social sign-in (no registration) has no password yet.
  const email = uniqueEmail("konto");
  await signInWithGoogle(page, request, email);

  // Profile: only the first name, last name and e-mail are offered; saved through the queue.
  await page.getByLabel(/^Imię/).fill("Aleksandra");
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByText("Dane konta zostały zaktualizowane")).toBeVisible();
  await open(page, "/account");
  await expect(page.getByLabel(/^Imię/)).toHaveValue("Aleksandra");

  // No address yet: the page says so.
  await open(page, "/account/addresses");
  await expect(page.getByTestId("addresses-empty")).toHaveText(
    "Nie masz jeszcze zapisanych adresów. Dodaj adres, a podpowiemy go w kasie.",
  );

  // A new address.
  await open(page, "/account/addresses/edit");
  await page.getByLabel(/^Ulica/).fill("Długa 5");
  await page.getByLabel(/^Numer domu/).fill("m. 2");
  await page.getByLabel(/^Kod pocztowy/).fill("80-827");
  await page.getByLabel(/^Miejscowość/).fill("Gdańsk");
  await page.getByLabel(/^Telefon/).fill("+48 600 100 200");
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.locator(".address-card")).toContainText("Długa 5 m. 2");
  // The toast says what happened (issue 12: it said "Dane konta zostały zaktualizowane").
  const toasts = page.locator(".notifications");
  await expect(toasts.getByText("Adres został zapisany")).toBeVisible();
  await expect(toasts).not.toContainText("Dane konta");
  await open(page, "/account/addresses");
  await expect(page.locator(".address-card")).toHaveCount(1);
  await expect(page.getByTestId("addresses-empty")).toHaveCount(0);
  // Deleting it says so too.
  // it asks first (issue 32): "Anuluj" keeps the address, "Tak, usuń" deletes it
  await page.getByRole("button", { name: "Usuń adres" }).click();
  await expect(page.getByText("Usunąć ten adres?")).toBeVisible();
  await expect(page.getByRole("button", { name: "Anuluj" })).toBeFocused();
  await page.getByRole("button", { name: "Anuluj" }).click();
  await expect(page.locator(".address-card")).toHaveCount(1);
  await page.getByRole("button", { name: "Usuń adres" }).click();
  await page.getByRole("button", { name: "Tak, usuń" }).click();
  await expect(toasts.getByText("Adres został usunięty")).toBeVisible();
  await expect(toasts).not.toContainText("Dane konta");
  await expect(page.locator(".address-card")).toHaveCount(0);
  await expect(page.getByTestId("addresses-empty")).toBeVisible();

  // Forgotten password: the e-mailed link opens /create-password, which sets it and logs in.
  await open(page, "/account");
  await page.getByTestId("logout").click();
  await expect(page.getByText("Wylogowano")).toBeVisible();
  await open(page, "/forgot-password");
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByRole("button", { name: "Wyślij link" }).click();
  await expect(
    page.getByText("Jeśli konto istnieje, wysłaliśmy na nie wiadomość z linkiem do zmiany hasła."),
  ).toBeVisible();
  const mail = outbox().find((entry) => entry.kind === "password_reset" && entry.to === email);
  const link = new URL(mail?.data.link ?? "http://x/");
  await open(page, `${link.pathname}${link.search}`);
  await page.getByLabel(/^Nowe hasło/).fill(FIRST);
  await page.getByLabel(/^Powtórz hasło/).fill(FIRST);
  await page.getByRole("button", { name: "Zapisz hasło" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(email);

  // Changing it: the current one is checked, then the shopper stays logged in with the new one.
  await open(page, "/account/password");
  await page.getByLabel(/^Obecne hasło/).fill(FIRST);
  await page.getByLabel(/^Nowe hasło/).fill(SECOND);
  await page.getByLabel(/^Powtórz hasło/).fill(SECOND);
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByText("Hasło zostało zmienione")).toBeVisible();
  await open(page, "/account");
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(email);
  await page.getByTestId("logout").click();
  await login(page, email, SECOND);
});
