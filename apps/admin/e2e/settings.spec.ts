import { expect, test } from "@playwright/test";
import { expectAxeClean, screenshot, signIn } from "./adminSupport";

test("the owner changes the return period; a wrong NIP is refused at its field in Polish", async ({
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
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByText("Zapisano ustawienia sklepu.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Czas na zwrot/)).toHaveValue("45");

  await page.getByRole("menuitem", { name: "Dziennik zmian" }).click();
  await expect(page.getByRole("cell", { name: "settings.update" }).first()).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "audit-desktop");
});
