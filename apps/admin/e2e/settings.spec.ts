import { expect, test } from "@playwright/test";
import { expectAxeClean, screenshot, signIn } from "./adminSupport";

test("the owner changes the return period and the transfer payment period; a wrong NIP is refused at its field in Polish", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("menuitem", { name: "Ustawienia sklepu" }).click();
  await expect(page.getByRole("heading", { name: "Ustawienia sklepu", level: 1 })).toBeVisible();
  const nip = page.getByLabel(/^NIP/);
  await expect(nip).toHaveValue("5843012505");
  await expectAxeClean(page);
  await screenshot(page, "settings-desktop");

  await nip.fill("1234567890");
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByText("Nieprawidłowy NIP (10 cyfr bez kresek).")).toBeVisible();
  await expectAxeClean(page);

  await nip.fill("5843012505");
  await page.getByLabel(/^Czas na zwrot/).fill("45");
  // s23: the days a transfer may wait for its money (7 by default, 1–30)
  const paymentDays = page.getByLabel(/^Termin na wpłatę przelewu/);
  await expect(paymentDays).toHaveValue("7");
  await paymentDays.fill("10");
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByText("Zapisano ustawienia sklepu.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Czas na zwrot/)).toHaveValue("45");
  await expect(page.getByLabel(/^Termin na wpłatę przelewu/)).toHaveValue("10");

  await page.getByRole("menuitem", { name: "Dziennik zmian" }).click();
  // the settings' entries alone: the journeys before this one wrote dozens of order entries (s21)
  await page.getByRole("combobox", { name: "Obiekt" }).click();
  await page.getByRole("option", { name: "Ustawienia", exact: true }).click();
  await expect(page).toHaveURL(/filter=.*%22entity%22%3A%22settings%22/);
  // the filtered list is in: the header and the settings' entries only
  await expect(page.getByRole("row").filter({ hasNotText: "Ustawienia sklepu: zmiana" })).toHaveCount(1);
  // in Polish, with what changed in words, and the true count of entries under the table
  const entry = page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: "Ustawienia sklepu: zmiana" }) });
  await expect(entry.first()).toBeVisible();
  await expect(page.getByRole("cell", { name: "settings.update" })).toHaveCount(0);
  await expect(entry.first().getByTestId("audit-changes")).toContainText(/: 30 → 45/);
  await expect(entry.first().getByTestId("audit-changes")).toContainText(/dni na wpłatę przelewu: 7 → 10/);
  const rows = (await page.getByRole("row").count()) - 1;
  expect(rows).toBeLessThan(50);
  await expect(page.getByText(`1–${rows} z ${rows}`, { exact: true })).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "audit-desktop");

  // a phone gets each entry as a card: nothing scrolls sideways
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(
    page.getByRole("heading", { name: /^Ustawienia sklepu: zmiana · Ustawienia 1$/ }).first(),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page);
  await screenshot(page, "audit-phone");
});
