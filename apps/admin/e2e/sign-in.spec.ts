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

test("a one-time password is shown once, for the person just created, and gone when the form is left", async ({
  page,
}) => {
  const stamp = Date.now();
  const first = `pierwsza.${stamp}@outlet.local`;
  const second = `druga.${stamp}@outlet.local`;
  await signIn(page);
  await page.getByRole("menuitem", { name: "Pracownicy" }).click();
  await page.getByRole("link", { name: "Dodaj pracownika" }).click();
  const notice = page.getByRole("status").filter({ hasText: "Hasło jednorazowe" });
  const add = async (address: string, role: string) => {
    await page.getByLabel(/^E-mail/).fill(address);
    await page.getByLabel(/^Rola/).click();
    await page.getByRole("option", { name: role }).click();
    await page.getByRole("button", { name: "Zapisz" }).click();
  };
  await add(first, "Obsługa klienta");
  await expect(notice).toContainText(`Hasło jednorazowe dla ${first}`);
  const firstPassword = (await page.getByTestId("one-time-password").textContent()) ?? "";
  // the form is empty again: the next save cannot resend the first person's e-mail
  await expect(page.getByLabel(/^E-mail/)).toHaveValue("");

  await add(second, "Magazyn");
  await expect(notice).toContainText(`Hasło jednorazowe dla ${second}`);
  await expect(page.getByText(first)).toHaveCount(0);
  const secondPassword = (await page.getByTestId("one-time-password").textContent()) ?? "";
  expect(secondPassword).toMatch(/^[A-Za-z0-9]{20}$/);
  expect(secondPassword).not.toBe(firstPassword);
  await expect(page.getByTestId("one-time-password")).toHaveCount(1);
  await expectAxeClean(page);
  await screenshot(page, "staff-create-second");

  // the second person signs in with the password shown for them
  const context = await page
    .context()
    .browser()
    ?.newContext({ baseURL: new URL(page.url()).origin });
  const other = await context?.newPage();
  if (!other) throw new Error("no second page");
  await signIn(other, { email: second, password: secondPassword });
  await expect(other.getByRole("heading", { name: "Ustaw własne hasło" })).toBeVisible();
  await context?.close();

  // leaving the form and coming back shows no password
  await page.getByRole("menuitem", { name: "Pracownicy" }).click();
  await expect(page.getByRole("heading", { name: "Pracownicy" })).toBeVisible();
  await page.getByRole("link", { name: "Dodaj pracownika" }).click();
  await expect(page.getByLabel(/^E-mail/)).toBeVisible();
  await expect(page.getByTestId("one-time-password")).toHaveCount(0);
});
