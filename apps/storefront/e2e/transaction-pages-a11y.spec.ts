import { expect, test } from "@playwright/test";
import { open } from "./shopper";
import { expectNoSeriousA11yViolations, watchErrors } from "./support";

const pages = [
  ["/login", "Logowanie"],
  ["/register", "Rejestracja"],
  ["/forgot-password", "Przypomnienie hasła"],
  ["/create-password?token=abc&email=anna%40example.pl", "Ustaw nowe hasło"],
  ["/koszyk", "Koszyk"],
  ["/checkout", "Kasa"],
  ["/wishlist", "Ulubione"],
  ["/kontakt", "Kontakt"],
  ["/account", "Moje konto"],
  ["/ocen-produkty/00000000-0000-4000-8000-000000000000/zly-sekret", "Oceń produkty z zamówienia"],
] as const;

test("every transaction page renders without hydration errors and passes axe", async ({ page }) => {
  const errors = watchErrors(page);
  for (const [path, heading] of pages) {
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  // Guests see the protected-page message on account pages.
  await open(page, "/account/orders");
  await expect(page.getByTestId("protected-message")).toHaveText("Zaloguj się, aby zobaczyć tę stronę.");
  expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
});

test("the login form announces its errors, ties them to the fields and focuses the first", async ({
  page,
}) => {
  await open(page, "/login");
  await page.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Formularz zawiera 2 błędy.");
  await expect(page.locator("#login-email")).toBeFocused();
  await expect(page.locator("#login-email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#login-email-error")).toHaveText("To pole jest wymagane.");
  await page.locator("#login-email").fill("anna@example.pl");
  await page.locator("#login-password").fill("zle-haslo-123");
  await page.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Nieprawidłowy e-mail lub hasło.");
});
