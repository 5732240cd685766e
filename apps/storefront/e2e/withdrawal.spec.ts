import { createRequire } from "node:module";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  API_ORIGIN,
  adminHeaders,
  createAccount,
  deliverByBackOffice,
  freshAddressHeaders,
  login,
  open,
  orderMailLink,
  outbox,
  PASSWORD,
  placeOrderByApi,
  uniqueEmail,
} from "./shopper";
import { expectNoSeriousA11yViolations, watchErrors } from "./support";

// Issue 26: the withdrawal function as a shopper uses it — from the mail's order link, from the account, from
// the footer — with the locker code, the refund and the acknowledgement mail; the merchant's receipt and
// refund seen by the shopper; and a withdrawal after the period refused with its reason.

const SHOTS = process.env.E2E_SCREENSHOTS ?? "";
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

interface Placed {
  readonly number: string;
  readonly secret: string;
}

/** A BLIK order of two scarves placed through the API, paid, shipped and delivered by the back office. */
async function deliveredOrder(request: APIRequestContext, email: string, token?: string): Promise<Placed> {
  const placed = await placeOrderByApi(request, { email, token, payment: "blik", qty: 2 });
  await deliverByBackOffice(request, placed, "blik");
  return { number: placed.orderNumber, secret: placed.order_secret };
}

/** Opens the form, picks one unit of the scarf (or the whole order) and goes to the confirmation step. */
async function withdraw(page: Page, options: { oneUnit: boolean }): Promise<void> {
  await page.getByRole("button", { name: "Odstąp od umowy tutaj" }).click();
  await expect(page.getByTestId("withdrawal-form")).toBeVisible();
  await expect(page.getByTestId("return-terms")).toContainText("Koszt odesłania pokrywa sklep.");
  if (options.oneUnit) {
    await page.getByLabel("Wybrane produkty").check();
    // ticking the line takes all its units left (two); the shopper lowers it to one
    await page.getByTestId("withdrawal-line-pick").first().check();
    await expect(page.getByTestId("withdrawal-line-qty").first()).toHaveValue("2");
    await page.getByTestId("withdrawal-line-qty").first().selectOption("1");
  }
  await page.getByTestId("withdrawal-next").click();
  await expect(page.getByTestId("withdrawal-confirm-step")).toBeVisible();
  await expect(page.getByTestId("withdrawal-preview-refund")).toContainText("Zwrócimy Ci");
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: a guest withdraws part of an order from the mail's link, gets the locker code, the refund and the mail; after the merchant receives and refunds, the shopper sees it`, async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    const email = uniqueEmail(`odstapienie-${viewport.name}`);
    const order = await deliveredOrder(request, email);
    await open(page, orderMailLink(email));
    await expect(page.getByTestId("tracking-delivered")).toContainText(/\d/);
    await expect(page.getByTestId("tracking-shipped")).toContainText("620012345678");
    await expect(page.getByTestId("tracking-link")).toHaveAttribute("href", /620012345678/);
    await expect(page.getByTestId("withdrawal-window")).toContainText("Możesz odstąpić od umowy do");
    await withdraw(page, { oneUnit: true });
    await expectNoSeriousA11yViolations(page);
    await shot(page, `withdrawal-confirm-${viewport.name}`);
    await page.getByRole("button", { name: "Potwierdzam odstąpienie od umowy" }).click();
    await expect(page.getByTestId("withdrawal-ack")).toContainText("Odstąpienie od umowy przyjęte");
    await expect(page.getByTestId("return-code")).toHaveText(/^ZWR-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await expect(page.getByTestId("withdrawal-refund")).toContainText("Zwrócimy Ci");
    await expect(page.getByTestId("withdrawal-status")).toHaveText("Zgłoszone");
    const code = (await page.getByTestId("return-code").textContent()) ?? "";
    const ack = outbox().find(
      (m) => m.kind === "withdrawal_acknowledged" && m.data.order_number === order.number,
    );
    expect(ack?.text).toMatch(/Dnia \d{1,2} \S+ 20\d\d, \d\d:\d\d \(czas polski\)/);
    expect(ack?.text).toContain(code);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `withdrawal-ack-${viewport.name}`);

    // the page survives a reload: the withdrawal and its status are the order's
    await page.reload();
    await expect(page.getByTestId("withdrawal-card")).toHaveCount(1);

    // the merchant receives the parcel and refunds; the shopper's page says so
    const headers = await adminHeaders();
    const list = await (await request.get(`${API_ORIGIN}/api/admin/returns`, { headers })).json();
    const id = list.result.items.find((r: { order_number: string }) => r.order_number === order.number).id;
    expect(
      (await request.post(`${API_ORIGIN}/api/admin/returns/${id}/receive`, { data: {}, headers })).status(),
    ).toBe(200);
    expect(
      (await request.post(`${API_ORIGIN}/api/admin/returns/${id}/refund`, { data: {}, headers })).status(),
    ).toBe(200);
    await open(page, orderMailLink(email));
    await expect(page.getByTestId("withdrawal-status")).toHaveText("Zwrot środków wykonany");
    await expect(page.getByTestId("withdrawal-refund")).toContainText("Zwróciliśmy Ci");
    await shot(page, `withdrawal-refunded-${viewport.name}`);
    expect(errors).toEqual([]);
  });
}

test("desktop: a logged-in customer withdraws from the account without identifying again", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = uniqueEmail("odstapienie-konto");
  await createAccount(request, email);
  const loginAnswer = await request.post(`${API_ORIGIN}/api/user/login`, {
    data: { username: email, password: PASSWORD },
    headers: freshAddressHeaders(),
  });
  const token = (await loginAnswer.json()).result;
  const order = await deliveredOrder(request, email, token);
  await login(page, email);
  await open(page, `/account/orders/${order.number}`);
  await expect(page.getByTestId("order-tracking")).toBeVisible();
  await page.getByRole("button", { name: "Odstąp od umowy tutaj" }).click();
  // name and e-mail come from the account: nothing to type
  await expect(page.getByLabel("E-mail (na ten adres wyślemy potwierdzenie)")).toHaveValue(email);
  await expect(page.getByLabel("Imię i nazwisko")).toHaveValue("Anna Nowak");
  await page.getByTestId("withdrawal-next").click();
  await page.getByRole("button", { name: "Potwierdzam odstąpienie od umowy" }).click();
  await expect(page.getByTestId("withdrawal-ack")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, "withdrawal-account-desktop");
});

test("phone: a guest finds the function from the footer with the order number and e-mail", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail("odstapienie-stopka");
  const order = await deliveredOrder(request, email);
  await open(page, "/");
  await page.getByTestId("footer-withdrawal").click();
  await expect(page).toHaveURL(/\/odstapienie$/);
  await page.getByLabel("Numer zamówienia (z e-maila z potwierdzeniem)").fill(order.number);
  await page.getByLabel("E-mail podany przy zamówieniu").fill("ktos.inny@example.pl");
  await page.getByRole("button", { name: "Znajdź zamówienie" }).click();
  await expect(page.getByTestId("withdrawal-find-error")).toContainText("Nie znaleźliśmy zamówienia");
  await page.getByLabel("E-mail podany przy zamówieniu").fill(email);
  await page.getByRole("button", { name: "Znajdź zamówienie" }).click();
  await expect(page.getByTestId("withdrawal-window")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, "withdrawal-footer-phone");
  // a reload keeps the form (the tab keeps the short-lived token), and the e-mail is in no address
  await page.reload();
  await expect(page.getByTestId("withdrawal-window")).toBeVisible();
  expect(page.url()).not.toContain(encodeURIComponent(email));
  expect(page.url()).not.toContain(email);
  await shot(page, "withdrawal-footer-reloaded-phone");
  await withdraw(page, { oneUnit: false });
  await page.getByRole("button", { name: "Potwierdzam odstąpienie od umowy" }).click();
  await expect(page.getByTestId("withdrawal-ack")).toBeVisible();
  // "Sprawdź inne zamówienie" forgets the access: after a reload the empty form again
  await page.getByTestId("withdrawal-find-other").click();
  await page.reload();
  await expect(page.getByLabel("Numer zamówienia (z e-maila z potwierdzeniem)")).toBeVisible();
});

test("phone and desktop: a withdrawal after the period is refused with its reason", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("odstapienie-po-terminie");
  const order = await deliveredOrder(request, email);
  // an order delivered 60 days ago: the journeys' API has no clock to move, so its stored delivery date is
  // moved back in its own database (the SQLite file of the journeys' DATA_DIR)
  const long = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  // the API's own SQLite driver (the storefront does not depend on it), not a command-line tool
  const Sqlite = createRequire(join(import.meta.dirname, "../../api/package.json"))("better-sqlite3") as new (
    file: string,
    options: { readonly timeout: number },
  ) => { prepare(sql: string): { run(...values: string[]): unknown }; close(): void };
  const database = new Sqlite(join(process.env.E2E_DATA_DIR ?? "", "outlet.sqlite"), { timeout: 5000 });
  try {
    database
      .prepare("UPDATE sales_order SET delivered_on = ? WHERE increment_id = ?")
      .run(long, order.number);
  } finally {
    database.close();
  }
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await open(page, orderMailLink(email));
    await expect(page.getByTestId("withdrawal-closed")).toContainText("Termin na odstąpienie od umowy minął");
    await expect(page.getByRole("button", { name: "Odstąp od umowy tutaj" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `withdrawal-closed-${viewport.name}`);
  }
});
