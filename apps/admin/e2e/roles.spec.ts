import { expect, type Page, test } from "@playwright/test";
import { expectAxeClean, screenshot, signIn } from "./adminSupport";
import { placeTransferOrder } from "./placeOrder";
import { staffAccount } from "./staffAccounts";

// What each staff role sees where it may not act (s19): an owner's screen typed into the address says
// "Brak dostępu" and which role may open it; an unpaid order tells the warehouse what it waits for; a
// product's variants are named, and their stock fields read at 1280 and 390 px. Staff accounts are disabled,
// never deleted (no "Usuń").

test.setTimeout(180_000);

const PHONE = { width: 390, height: 844 };
const SHIRT = { sku: "KOS-0047", variant: "KOS-0047-BRA-XS" };

async function expectNoAccess(page: Page, address: string, text: RegExp | string) {
  await page.goto(`/#${address}`);
  await expect(page.getByRole("heading", { name: "Brak dostępu", level: 1 })).toBeVisible();
  await expect(page.getByTestId("no-access")).toHaveText(text);
  await expect(page.getByText("Nie znaleziono")).toHaveCount(0);
}

test("the warehouse: owner's screens say who may open them, an unpaid order what it waits for, variants by name", async ({
  page,
  request,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const warehouse = await staffAccount("warehouse", `magazyn.${Date.now()}@outlet.local`);
  const number = await placeTransferOrder(request, "zofia.role@example.pl");
  await signIn(page, warehouse);
  await expect(page.getByText(`${warehouse.email} · Magazyn`)).toBeVisible();

  await expectNoAccess(
    page,
    "/ustawienia",
    "Dostęp do części „Ustawienia sklepu” ma tylko rola: właściciel. Twoja rola: magazyn. Jeśli potrzebujesz tu zajrzeć, poproś właściciela sklepu.",
  );
  await expectAxeClean(page);
  await screenshot(page, "no-access-warehouse-desktop");
  await expectNoAccess(page, "/staff", /„Pracownicy” ma tylko rola: właściciel\. Twoja rola: magazyn\./);
  await expectNoAccess(page, "/audit", /„Dziennik zmian” ma tylko rola: właściciel\./);
  await expectNoAccess(page, "/customers", /„Klienci” mają tylko role: właściciel, obsługa klienta\./);
  await page.getByRole("link", { name: "Wróć do strony startowej" }).click();
  await expect(page.getByRole("heading", { name: "Brak dostępu" })).toHaveCount(0);

  // an unpaid transfer: nothing to do for the warehouse yet, and the page says why and what comes next
  await page.goto(`/#/orders/${number}/show`);
  await expect(page.getByTestId("order-status")).toHaveText("Przyjęte");
  await expect(page.getByTestId("order-waiting")).toHaveText(
    "Zamówienie czeka na przelew. Gdy pieniądze wpłyną, właściciel lub obsługa klienta potwierdzi wpłatę, a potem zamówienie będzie można spakować.",
  );
  await expect(page.getByText(/nie ma już czynności/)).toHaveCount(0);
  await expectAxeClean(page);
  await screenshot(page, "order-unpaid-warehouse-desktop");

  // a configurable product: each variant by its options' names and sku, the stock field readable
  await page.goto(`/#/products/${SHIRT.sku}/show`);
  const row = page.getByTestId(`stock-row-${SHIRT.variant}`);
  await expect(row).toContainText("Brązowy, XS");
  await expect(row).toContainText(`SKU ${SHIRT.variant}`);
  const field = row.getByLabel(`Sztuk: Brązowy, XS (${SHIRT.variant})`);
  await expect(field).toBeVisible();
  // the field's visible label is whole (not cut with an ellipsis)
  const label = row.locator("label");
  await expect(label).toHaveText("Sztuk");
  expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectAxeClean(page);
  await screenshot(page, "product-variants-warehouse-desktop");

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(row).toContainText("Brązowy, XS");
  expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // nothing wider than the phone's screen but the table's own scroller
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAxeClean(page);
  await screenshot(page, "product-variants-warehouse-phone");
  await page.goto("/#/audit");
  await expect(page.getByRole("heading", { name: "Brak dostępu", level: 1 })).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "no-access-warehouse-phone");
  expect(pageErrors).toEqual([]);
});

test("customer service: the owner's screens say so, its own screens open", async ({ page }) => {
  const service = await staffAccount("customer_service", `obsluga.${Date.now()}@outlet.local`);
  await signIn(page, service);
  await expect(page.getByText(`${service.email} · Obsługa klienta`)).toBeVisible();
  await expectNoAccess(
    page,
    "/audit",
    "Dostęp do części „Dziennik zmian” ma tylko rola: właściciel. Twoja rola: obsługa klienta. Jeśli potrzebujesz tu zajrzeć, poproś właściciela sklepu.",
  );
  await expectAxeClean(page);
  await screenshot(page, "no-access-service-desktop");
  await expectNoAccess(page, "/staff", /Twoja rola: obsługa klienta\./);
  await expectNoAccess(page, "/ustawienia", /Twoja rola: obsługa klienta\./);
  // content is the owner's (after-sales-and-law.md §1 least privilege): no menu entry, and the address says so
  await expect(page.getByRole("menuitem", { name: "Strony CMS" })).toHaveCount(0);
  await expect(page.getByRole("menuitem", { name: "Menu sklepu" })).toHaveCount(0);
  await expectNoAccess(
    page,
    "/cms-pages",
    "Dostęp do części „Strony CMS” ma tylko rola: właściciel. Twoja rola: obsługa klienta. Jeśli potrzebujesz tu zajrzeć, poproś właściciela sklepu.",
  );
  await page.goto("/#/customers");
  // the customers' screen opens: its list with the search box, or, while the shop has no customer account
  // yet (it depends on which journeys ran before), react-admin's empty state — never "Brak dostępu"
  await expect(
    page.getByRole("textbox", { name: /^Szukaj/ }).or(page.getByText("Nic tu jeszcze nie ma.")),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Brak dostępu" })).toHaveCount(0);
});

test("the owner disables a staff account instead of deleting it; the person can no longer sign in", async ({
  page,
}) => {
  const email = `odchodzi.${Date.now()}@outlet.local`;
  const leaving = await staffAccount("warehouse", email);
  await signIn(page);
  await page.getByRole("menuitem", { name: "Pracownicy" }).click();
  await page.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) }).click();
  await expect(page.getByLabel("Konto wyłączone")).toBeVisible();
  // no "Usuń" that would always fail: disabling is the way, and the form says what it does
  await expect(page.getByRole("button", { name: "Usuń" })).toHaveCount(0);
  await expect(
    page.getByText(/Wyłączone konto nie zaloguje się, a jego sesje kończą się od razu\./),
  ).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "staff-edit-desktop");
  await page.getByLabel("Konto wyłączone").check();
  await page.getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByRole("button", { name: "Zapisz" })).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel("Konto wyłączone")).toBeChecked();

  await page.getByRole("button", { name: "Profil" }).click();
  await page.getByRole("menuitem", { name: "Wyloguj się" }).click();
  await signIn(page, leaving);
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByText(`${email} · Magazyn`)).toHaveCount(0);
});
