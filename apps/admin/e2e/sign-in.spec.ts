import { expect, test } from "@playwright/test";
import { expectAxeClean, screenshot, signIn } from "./adminSupport";

test("a wrong password is refused in Polish at the form", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Panel sklepu Outlet" })).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "sign-in");
  await signIn(page, { email: "wlasciciel@outlet.local", password: "zle-haslo-123" });
  await expect(page.getByRole("alert")).toHaveText("Nieprawidłowy e-mail lub hasło.");
});

test("the owner adds a warehouse worker, who sets a password at the first log-in and signs out", async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByText("wlasciciel@outlet.local · Właściciel")).toBeVisible();
  await page.getByRole("menuitem", { name: "Pracownicy" }).click();
  await expect(page.getByRole("heading", { name: "Pracownicy" })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("link", { name: "Dodaj pracownika" }).click();
  await page.getByLabel(/^E-mail/).fill("magazyn@outlet.local");
  await page.getByLabel(/^Rola/).click();
  await page.getByRole("option", { name: "Magazyn" }).click();
  await page.getByRole("button", { name: "Zapisz" }).click();
  const oneTime = (await page.getByTestId("one-time-password").textContent()) ?? "";
  expect(oneTime).toMatch(/^[A-Za-z0-9]{20}$/);
  await expectAxeClean(page);
  await screenshot(page, "staff-create");

  await page.getByRole("button", { name: "Profil" }).click();
  await page.getByRole("menuitem", { name: "Wyloguj się" }).click();
  await expect(page.getByRole("heading", { name: "Panel sklepu Outlet" })).toBeVisible();

  await signIn(page, { email: "magazyn@outlet.local", password: oneTime });
  await expect(page.getByRole("heading", { name: "Ustaw własne hasło" })).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel(/^Nowe hasło/).fill("krotkie");
  await page.getByLabel(/^Powtórz nowe hasło/).fill("krotkie");
  await page.getByRole("button", { name: "Zapisz hasło" }).click();
  await expect(page.getByText("Hasło musi mieć co najmniej 8 znaków.")).toBeVisible();
  await page.getByLabel(/^Nowe hasło/).fill("Magazyn-Paczki-2026");
  await page.getByLabel(/^Powtórz nowe hasło/).fill("Magazyn-Paczki-2026");
  await page.getByRole("button", { name: "Zapisz hasło" }).click();
  await expect(page.getByText("magazyn@outlet.local · Magazyn")).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Pracownicy" })).toHaveCount(0);
  await screenshot(page, "start-warehouse");
});
