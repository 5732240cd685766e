import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN_API_ORIGIN } from "./adminOwner";
import { expectAxeClean, screenshot, signIn } from "./adminSupport";
import { placeTransferOrder, transferOrderThrough } from "./placeOrder";
import { staffAccount } from "./staffAccounts";

// s21, what an independent tester and the owner found on the order page and the start page: a sub-form takes
// the focus and gives it back; the delivery date reads dd.mm.rrrr in an English browser and goes out as ISO;
// the payment box says what is true; the packing list only where packing is possible; the start page's
// returns and complaints tiles, each role seeing only the tiles of its work.

const PHONE = { width: 390, height: 844 };
// an English browser: the back office's dates must still read the Polish way
test.use({ locale: "en-US" });

const warsawToday = (): string =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" }).format(new Date());
const polish = (iso: string): string => iso.split("-").reverse().join(".");

async function openOrder(page: Page, number: string): Promise<void> {
  await page.goto(`/#/orders/${number}/show`);
  await expect(page.getByRole("heading", { name: `Zamówienie nr ${number}` })).toBeVisible();
}

test("a sub-form takes the focus and gives it back; the delivery date reads dd.mm.rrrr and goes out as ISO", async ({
  page,
  request,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const { orderNumber } = await transferOrderThrough(request, "fokus@example.pl", 1, [
    "confirm-payment",
    "pack",
  ]);
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Start", level: 1 })).toBeVisible();
  await openOrder(page, orderNumber);

  // „Wyślij”: the carrier, its first field, has the focus; Escape closes and gives it back to the button
  const ship = page.getByRole("button", { name: "Wyślij", exact: true });
  await ship.click();
  await expect(page.getByRole("combobox", { name: /^Przewoźnik/ })).toBeFocused();
  await expectAxeClean(page);
  await page.keyboard.press("Escape");
  await expect(page.getByLabel("Numer przesyłki")).toHaveCount(0);
  await expect(ship).toBeFocused();
  // by keyboard: Enter opens it again, „Wróć” closes it, the focus is back on the button
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: /^Przewoźnik/ })).toBeFocused();
  await page.getByRole("button", { name: "Wróć" }).click();
  await expect(ship).toBeFocused();
  await ship.click();
  await page.getByRole("combobox", { name: /^Przewoźnik/ }).click();
  await page.getByRole("option", { name: "DPD" }).click();
  // the spec asks a carrier and a tracking number: both marked required (s23 — only the carrier was)
  await expect(page.getByLabel(/^Numer przesyłki/)).toHaveAttribute("required", "");
  await page.getByLabel("Numer przesyłki").fill("620000555666777");
  await page.getByRole("button", { name: "Zatwierdź" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Wysłane");

  // „Oznacz jako dostarczone”: the date field has the focus, today in Warsaw the Polish way
  const deliver = page.getByRole("button", { name: "Oznacz jako dostarczone", exact: true });
  await deliver.click();
  const date = page.getByRole("textbox", { name: "Data doręczenia" });
  await expect(date).toBeFocused();
  await expect(date).toHaveValue(polish(warsawToday()));
  await expect(page.getByText("dd.mm.rrrr, np. 30.11.2026")).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "order-deliver-form-desktop");
  await page.setViewportSize(PHONE);
  await expectAxeClean(page);
  await screenshot(page, "order-deliver-form-phone");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press("Escape");
  await expect(deliver).toBeFocused();

  // the American order is refused at the field; the Polish one goes to the API as an ISO day
  await page.keyboard.press("Enter");
  await expect(date).toBeFocused();
  await date.fill("11/30/2026");
  await page.getByRole("button", { name: "Zatwierdź" }).click();
  await expect(date).toBeFocused();
  await expect(page.getByText("Podaj datę w formacie dd.mm.rrrr, np. 30.11.2026.")).toBeVisible();
  await date.fill(polish(warsawToday()));
  const sent = page.waitForRequest((r) => r.url().endsWith(`/orders/${orderNumber}/deliver`));
  await page.getByRole("button", { name: "Zatwierdź" }).click();
  expect((await sent).postDataJSON()).toEqual({ date: warsawToday() });
  await expect(page.getByTestId("order-status")).toHaveText("Dostarczone");
  expect(pageErrors).toEqual([]);
});

test("the order list's date filters read dd.mm.rrrr in an English browser and filter by the ISO day", async ({
  page,
  request,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const number = await placeTransferOrder(request, "filtr.daty@example.pl");
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Start", level: 1 })).toBeVisible();
  await page.getByRole("menuitem", { name: "Zamówienia" }).click();
  await page.getByRole("button", { name: /Dodaj filtr/i }).click();
  await page.getByRole("menuitemcheckbox", { name: "Złożone od" }).click();
  const from = page.getByRole("textbox", { name: "Złożone od" });
  await expect(from).toHaveAttribute("placeholder", "dd.mm.rrrr");
  await from.fill("11/30/2026");
  await expect(page.getByText("dd.mm.rrrr, np. 30.11.2026")).toBeVisible();
  await from.fill(polish(warsawToday()));
  await expect(page).toHaveURL(new RegExp(`filter=.*%22from%22%3A%22${warsawToday()}%22`));
  await expect(page.getByRole("row", { name: new RegExp(number) })).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "orders-date-filter-desktop");
  // read again from the address, the filter still shows the Polish way
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Złożone od" })).toHaveValue(polish(warsawToday()));
  expect(pageErrors).toEqual([]);
});

test("the payment box says what is true, and the packing list is offered only while packing is possible", async ({
  page,
  request,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const { orderNumber } = await transferOrderThrough(request, "platnosc@example.pl", 1, []);
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Start", level: 1 })).toBeVisible();
  await openOrder(page, orderNumber);
  const box = page.getByTestId("payment-summary");
  const packing = page.getByRole("link", { name: "Lista do spakowania" });
  await expect(box).toHaveText(/^Do zapłaty \d+,\d{2} zł · .* \(czeka na przelew\)$/);
  await expect(packing).toHaveCount(0);
  // the products table's total says what the payment box says (s22): owed only while unpaid
  const totalLabel = page
    .getByRole("row")
    .filter({ has: page.getByTestId("order-total") })
    .locator("td")
    .first();
  await expect(totalLabel).toHaveText("Do zapłaty");
  // „w tym VAT” under the total it is part of, not above it (tester s23 item 4)
  const totalsRows = page.getByRole("row").filter({ hasText: /^(Do zapłaty|w tym VAT)/ });
  await expect(totalsRows).toHaveCount(2);
  await expect(totalsRows.nth(0)).toContainText("Do zapłaty");
  await expect(totalsRows.nth(1)).toHaveText(/^w tym VAT\s*\d+,\d{2}\s*zł$/);
  // delivery by the method's one name, not "Dostawa (Kurier)" (s22)
  await expect(page.getByRole("row", { name: /^Dostawa kurierem/ })).toBeVisible();

  await page.getByRole("button", { name: "Potwierdź wpłatę", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Potwierdź wpłatę" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Opłacone");
  await expect(box).toHaveText(/^Zapłacono \d+,\d{2} zł · .*, \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  await expect(box).not.toContainText("do zapłaty", { ignoreCase: true });
  await expect(totalLabel).toHaveText("Zapłacono");
  await expect(packing).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "order-paid-desktop");

  // cancelled (a paid transfer goes back to the account given): refunded, nothing to pack
  await page.getByRole("button", { name: "Anuluj zamówienie", exact: true }).click();
  await expect(page.getByLabel("Numer konta do zwrotu")).toBeFocused();
  await page.getByLabel("Numer konta do zwrotu").fill("PL61 1090 1014 0000 0712 1981 2874");
  await page.getByRole("button", { name: "Dalej" }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /Anuluj/ })
    .click();
  await expect(page.getByTestId("order-status")).toHaveText("Anulowane");
  await expect(box).toHaveText(
    /^Zwrócono (\d+,\d{2} zł) · .*, \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} \(zapłacono \1, \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\)$/,
  );
  await expect(totalLabel).toHaveText("Zapłacono");
  await expect(packing).toHaveCount(0);
  await expectAxeClean(page);
  await screenshot(page, "order-cancelled-refunded-desktop");
  await page.setViewportSize(PHONE);
  await expectAxeClean(page);
  await screenshot(page, "order-cancelled-refunded-phone");
  // typed in, the packing list of a cancelled order says there is nothing to pack
  await page.goto(`/#/orders/${orderNumber}/pakowanie`);
  await expect(page.getByTestId("packing-cancelled")).toBeVisible();
  expect(pageErrors).toEqual([]);
});

/** The whole order withdrawn from, as the shopper's form sends it; answers the return's id. */
async function withdrawWhole(
  request: APIRequestContext,
  order: { readonly orderNumber: string; readonly secret: string },
  name: string,
  email: string,
): Promise<number> {
  const res = await request.post(`${ADMIN_API_ORIGIN}/api/ext/withdrawal/${order.orderNumber}`, {
    data: {
      secret: order.secret,
      request_key: crypto.randomUUID(),
      name,
      email,
      confirmed: true,
      whole: true,
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).result.id;
}

/** A return reported on one delivered order and a complaint on another, as the shoppers' forms send them. */
async function returnAndComplaint(request: APIRequestContext): Promise<void> {
  const returned = await transferOrderThrough(request, "kafelek.zwrot@example.pl", 1, [
    "confirm-payment",
    "pack",
    "ship",
    "deliver",
  ]);
  await withdrawWhole(request, returned, "Ewa Zwrotna", "kafelek.zwrot@example.pl");
  // a second return, its parcel sent: the tile counts both statuses, and its link lists both (s22)
  const sentBack = await transferOrderThrough(request, "kafelek.nadany@example.pl", 1, [
    "confirm-payment",
    "pack",
    "ship",
    "deliver",
  ]);
  const second = await withdrawWhole(request, sentBack, "Olga Nadana", "kafelek.nadany@example.pl");
  const marked = await request.post(`${ADMIN_API_ORIGIN}/api/admin/returns/${second}/sent`, {
    data: {},
    headers: { "x-csrf-token": sentBack.csrf },
  });
  expect(marked.status()).toBe(200);
  const complained = await transferOrderThrough(request, "kafelek.reklamacja@example.pl", 1, [
    "confirm-payment",
    "pack",
    "ship",
    "deliver",
  ]);
  const view = await request.get(
    `${ADMIN_API_ORIGIN}/api/ext/order/${complained.orderNumber}?secret=${complained.secret}`,
  );
  const complaint = await request.post(
    `${ADMIN_API_ORIGIN}/api/ext/order/${complained.orderNumber}/complaints?secret=${complained.secret}`,
    {
      multipart: {
        item_id: String((await view.json()).result.items[0].item_id),
        description: "Chusta ma dziurę przy brzegu, widoczną od razu po rozpakowaniu.",
        remedy: "repair",
      },
    },
  );
  expect(complaint.status()).toBe(200);
}

test("the start page shows the returns to receive and the complaints to answer, each role only its tiles", async ({
  page,
  request,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await returnAndComplaint(request);
  const tile = (name: string) => page.getByRole("link", { name: new RegExp(`^${name}`) });

  await signIn(page);
  await expect(page.getByRole("heading", { name: "Sprzedaż dziś" })).toBeVisible();
  await expect(tile("Zwroty do przyjęcia")).toContainText(/[1-9]\d*/);
  await expect(tile("Zwroty do przyjęcia")).toContainText(/najstarszy czeka (\d+ (dzień|dni)|od dziś)/);
  await expect(tile("Reklamacje do rozpatrzenia")).toContainText(
    /najstarsza czeka (\d+ (dzień|dni)|od dziś)/,
  );
  await expectAxeClean(page);
  await screenshot(page, "start-after-sales-desktop");
  await page.setViewportSize(PHONE);
  await expectAxeClean(page);
  await screenshot(page, "start-after-sales-phone");
  await page.setViewportSize({ width: 1280, height: 800 });
  await tile("Reklamacje do rozpatrzenia").click();
  await expect(page).toHaveURL(/#\/complaints\?filter=.*submitted/);
  await expect(
    page.getByRole("row", { name: /kafelek\.reklamacja@example\.pl|Czeka na odpowiedź/ }).first(),
  ).toBeVisible();
  await page.goto("/#/");
  await tile("Zwroty do przyjęcia").click();
  // what the tile counts, both statuses: the reported return and the sent one (s22)
  await expect(page).toHaveURL(/#\/returns\?filter=.*to_receive/);
  await expect(page.getByRole("row", { name: /Ewa Zwrotna/ }).first()).toBeVisible();
  await expect(page.getByRole("row", { name: /Olga Nadana/ }).first()).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Status" })).toContainText(
    "Do przyjęcia (zgłoszone i nadane)",
  );
  await expectAxeClean(page);
  await screenshot(page, "returns-to-receive-desktop");

  // the warehouse: returns and the parcels' work, no complaints, no transfers, no revenue
  const warehouse = await staffAccount("warehouse", `magazyn.kafelki.${Date.now()}@outlet.pl`);
  // a fresh page for each person (the signed-out owner's name must not linger in the header)
  await page.context().clearCookies();
  await page.goto("about:blank");
  await signIn(page, warehouse);
  await expect(page.getByText(`${warehouse.email} · Magazyn`)).toBeVisible();
  await expect(tile("Zwroty do przyjęcia")).toBeVisible();
  await expect(tile("Do wysłania dziś")).toBeVisible();
  await expect(tile("Reklamacje do rozpatrzenia")).toHaveCount(0);
  await expect(tile("Przelewy do potwierdzenia")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Sprzedaż dziś" })).toHaveCount(0);
  await expectAxeClean(page);
  await screenshot(page, "start-warehouse-desktop");

  // customer service: complaints, returns and transfers, not the parcels' packing and shipping
  const service = await staffAccount("customer_service", `bok.kafelki.${Date.now()}@outlet.pl`);
  await page.context().clearCookies();
  await page.goto("about:blank");
  await signIn(page, service);
  await expect(tile("Reklamacje do rozpatrzenia")).toBeVisible();
  await expect(tile("Zwroty do przyjęcia")).toBeVisible();
  await expect(tile("Przelewy do potwierdzenia")).toBeVisible();
  await expect(tile("Do wysłania dziś")).toHaveCount(0);
  await expect(tile("Gotowe do odbioru w sklepie")).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await expectAxeClean(page);
  await screenshot(page, "start-service-phone");
  expect(pageErrors).toEqual([]);
});
