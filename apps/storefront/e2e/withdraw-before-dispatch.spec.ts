import { expect, type Page, test } from "@playwright/test";
import {
  API_ORIGIN,
  adminHeaders,
  open,
  orderMailLink,
  outbox,
  placeOrderByApi,
  uniqueEmail,
} from "./shopper";
import { expectNoSeriousA11yViolations, watchErrors } from "./support";

// after-sales-and-law.md §1–2: a guest on a phone withdraws from a paid order that has not left the shop.
// The order is cancelled and refunded at once; nothing is to be sent back (no locker code, no return to
// follow); the back office reads it cancelled and refunded, with nothing to pack.

const SHOTS = process.env.E2E_SCREENSHOTS ?? "";

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("phone: a guest withdraws from a paid order not yet shipped — cancelled and refunded, no return code", async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail("przed-wysylka");
  const placed = await placeOrderByApi(request, { email, payment: "blik", qty: 2 });
  const headers = await adminHeaders();
  const adminOrder = async () =>
    (await (await request.get(`${API_ORIGIN}/api/admin/orders/${placed.orderNumber}`, { headers })).json())
      .result;
  // the stand-in's bank confirms the BLIK payment and notifies the shop
  await expect.poll(async () => (await adminOrder()).lifecycle.status, { timeout: 15_000 }).toBe("paid");

  await open(page, orderMailLink(email));
  await page.getByRole("button", { name: "Odstąp od umowy tutaj" }).click();
  await expect(page.getByTestId("return-terms")).toContainText("niczego nie odsyłasz");
  // how the return goes once it ships: said once, as a heading under "Jak odesłać towar", then four lines
  // without a repeated "Po wysyłce:" prefix (tester s23 item 3)
  await expect(page.getByRole("heading", { level: 5, name: "Po wysyłce zamówienia" })).toBeVisible();
  const afterShipping = page.getByTestId("return-terms-after-shipping").getByRole("listitem");
  await expect(afterShipping).toHaveCount(4);
  await expect(afterShipping.first()).toHaveText(/^Zwrot przez paczkomat InPost/);
  await expect(page.getByTestId("return-terms")).not.toContainText("Po wysyłce:");
  await expectNoSeriousA11yViolations(page);
  await shot(page, "before-dispatch-terms-phone");
  await page.getByTestId("withdrawal-next").click();
  await expect(page.getByTestId("withdrawal-preview-refund")).toContainText(
    "Zamówienie nie zostało jeszcze wysłane: anulujemy je, a Ty niczego nie odsyłasz.",
  );
  await expect(page.getByTestId("return-terms")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, "before-dispatch-confirm-phone");
  await page.getByRole("button", { name: "Potwierdzam odstąpienie od umowy" }).click();

  await expect(page.getByTestId("withdrawal-ack")).toContainText("Odstąpienie od umowy przyjęte");
  // the order is read again (now cancelled): the acknowledgement stays on screen (a section keyed by the
  // order's status was drawn anew and lost it — CI, session 22)
  await expect(page.getByText("Zamówienie zostało anulowane.", { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId("withdrawal-ack-outcome")).toContainText("anulowaliśmy");
  await expect(page.getByTestId("withdrawal-status")).toHaveText("Zamówienie anulowane przed wysyłką");
  await expect(page.getByTestId("withdrawal-refund")).toContainText(/Zwróciliśmy \d+,\d\d zł/);
  // the tracking ends with the cancellation: a cancelled order is never "Wysłane —" (s23)
  await expect(page.getByTestId("tracking-cancelled")).toHaveText(
    /^Anulowane \d{1,2} \S+ \d{4}, \d{2}:\d{2}$/,
  );
  await expect(page.getByTestId("tracking-shipped")).toHaveCount(0);
  await expect(page.getByTestId("return-code")).toHaveCount(0);
  await expect(page.getByText("Kod nadania w paczkomacie")).toHaveCount(0);
  await expect(page.getByText(/Odeślij towar/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, "before-dispatch-ack-phone");

  const ack = outbox().find(
    (m) => m.kind === "withdrawal_acknowledged" && m.data.order_number === placed.orderNumber,
  );
  expect(ack?.subject).toContain("anulowane");
  expect(ack?.text).not.toMatch(/ZWR-|Odeślij/);

  // the back office: cancelled, everything paid refunded, nothing to pack
  const admin = await adminOrder();
  expect(admin.lifecycle.status).toBe("cancelled");
  expect(admin.lifecycle.refunded_grosze).toBe(admin.lifecycle.paid_grosze);
  expect(admin.lifecycle.paid_grosze).toBeGreaterThan(0);
  expect(admin.actions.map((a: { type: string }) => a.type)).not.toContain("pack");

  // after a reload the page tells the same story
  await page.reload();
  await expect(page.getByTestId("withdrawal-status")).toHaveText("Zamówienie anulowane przed wysyłką");
  await expect(page.getByTestId("withdrawal-open")).toHaveCount(0);
  await expect(page.getByTestId("order-status")).toHaveText("anulowane");
  await expect(page.getByTestId("withdrawal-closed")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("phone: a guest withdraws one unit of a paid order not yet shipped — it leaves the order, refunded, no return code", async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail("czesc-przed-wysylka");
  const placed = await placeOrderByApi(request, { email, payment: "blik", qty: 3 });
  const headers = await adminHeaders();
  const adminOrder = async () =>
    (await (await request.get(`${API_ORIGIN}/api/admin/orders/${placed.orderNumber}`, { headers })).json())
      .result;
  await expect.poll(async () => (await adminOrder()).lifecycle.status, { timeout: 15_000 }).toBe("paid");

  await open(page, orderMailLink(email));
  await page.getByRole("button", { name: "Odstąp od umowy tutaj" }).click();
  await page.getByTestId("withdrawal-scope-some").check();
  await page.getByTestId("withdrawal-line-pick").first().check();
  await page.getByTestId("withdrawal-line-qty").first().selectOption("1");
  await page.getByTestId("withdrawal-next").click();
  await expect(page.getByTestId("withdrawal-preview-refund")).toContainText(
    "te produkty usuniemy z zamówienia, niczego nie odsyłasz. Zwrócimy od razu",
  );
  await expect(page.getByTestId("withdrawal-preview-refund")).toContainText("koszt dostawy zostaje");
  await expectNoSeriousA11yViolations(page);
  await shot(page, "partial-before-dispatch-confirm-phone");
  await page.getByRole("button", { name: "Potwierdzam odstąpienie od umowy" }).click();

  await expect(page.getByTestId("withdrawal-ack-outcome")).toContainText("usunęliśmy je z zamówienia");
  await expect(page.getByTestId("withdrawal-status")).toHaveText("Usunięte z zamówienia przed wysyłką");
  await expect(page.getByTestId("withdrawal-refund")).toContainText(/Zwróciliśmy \d+,\d\d zł/);
  await expect(page.getByTestId("return-code")).toHaveCount(0);
  await expect(page.getByText(/Odeślij towar/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, "partial-before-dispatch-ack-phone");

  const ack = outbox().find(
    (m) => m.kind === "withdrawal_acknowledged" && m.data.order_number === placed.orderNumber,
  );
  expect(ack?.text).toContain("Pozostałe produkty wyślemy jak zwykle");
  expect(ack?.text).not.toMatch(/ZWR-|Odeślij/);

  // the back office: still to pack, 1 of 3 units marked as withdrawn, that unit's price refunded
  const admin = await adminOrder();
  expect(admin.lifecycle.status).toBe("paid");
  expect(admin.order.items[0]).toMatchObject({ qty_ordered: 3, qty_canceled: 1 });
  expect(admin.lifecycle.refunded_grosze * 3).toBe(Math.round(admin.order.items[0].row_total_incl_tax * 100));
  expect(admin.actions.map((a: { type: string }) => a.type)).toContain("pack");

  // the rest may still be withdrawn: 2 units left
  await page.reload();
  await expect(page.getByTestId("withdrawal-status")).toHaveText("Usunięte z zamówienia przed wysyłką");
  await expect(page.getByTestId("withdrawal-open")).toBeVisible();
  expect(errors).toEqual([]);
});

test("phone: a guest withdraws from a cash-on-delivery order not yet shipped — nothing to pay, the fee named", async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail("pobranie-przed-wysylka");
  await placeOrderByApi(request, { email, payment: "cashondelivery", qty: 1 });
  const nothingDue =
    /Nie pobraliśmy żadnej płatności i nic nie zapłacisz — ani za produkty \(\d+,\d\d zł\), ani za dostawę \(5,00 zł\), ani opłaty za pobranie \(5,00 zł\), bo paczki nie wyślemy\./;

  await open(page, orderMailLink(email));
  await page.getByRole("button", { name: "Odstąp od umowy tutaj" }).click();
  await page.getByTestId("withdrawal-next").click();
  await expect(page.getByTestId("withdrawal-preview-refund")).toContainText(nothingDue);
  await page.getByRole("button", { name: "Potwierdzam odstąpienie od umowy" }).click();
  await expect(page.getByTestId("withdrawal-ack-outcome")).toContainText(nothingDue);
  // the order's totals owe nothing now, the fee included
  const totals = page.getByTestId("order-totals");
  await expect(totals).toContainText("Do zapłaty (zamówienie anulowane)");
  await expect(totals).not.toContainText("Razem do zapłaty");
  await expectNoSeriousA11yViolations(page);
  await shot(page, "cod-before-dispatch-ack-phone");
  const ack = outbox().find((m) => m.kind === "withdrawal_acknowledged" && m.to === email);
  expect(ack?.text).toMatch(nothingDue);
  expect(errors).toEqual([]);
});
