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
  PASSWORD,
  type PlacedOrder,
  placeOrderByApi,
  uniqueEmail,
} from "./shopper";
import { expectNoSeriousA11yViolations, watchErrors } from "./support";

// An independent tester's findings (s19) on the shopper's order page after a return: a fully returned order
// read „Dostarczone” and still offered the withdrawal and „Reklamacja”; a paid order said „do zapłaty”; an
// invalid IBAN showed only „Popraw zaznaczone pola.”; the withdrawal form's „Dalej” left the focus on the
// button with the error out of sight.

const SHOTS = process.env.E2E_SCREENSHOTS ?? "";
/** A Warsaw date and time as the pages print a refund's: „30 listopada 2026, 10:05”. */
const WARSAW = "\\d{1,2} \\p{Ll}+ \\d{4}, \\d{2}:\\d{2}";

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function deliveredOrder(
  request: APIRequestContext,
  email: string,
  payment: "blik" | "banktransfer",
): Promise<string> {
  const placed = await placeOrderByApi(request, { email, payment, qty: 1 });
  await deliverByBackOffice(request, placed, payment);
  return placed.orderNumber;
}

test("phone: a guest's fully returned order reads „zwrócone”, offers neither withdrawal nor complaint, and its totals say „Razem zapłacono”", async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail("zwrocone");
  const number = await deliveredOrder(request, email, "blik");
  await open(page, orderMailLink(email));
  await expect(page.getByText(/^Zapłacono: \d/)).toBeVisible();
  await expect(page.getByTestId("tracking-next")).toHaveText(
    "Zamówienie dostarczone. Co możesz teraz zrobić, znajdziesz poniżej.",
  );
  await expect(page.getByTestId("order-totals")).toContainText("Razem zapłacono");
  await expect(page.getByTestId("order-totals")).not.toContainText("do zapłaty");
  await expect(page.getByTestId("complaint-link")).toHaveCount(1);

  // „Dalej” with „Wybrane produkty” and nothing ticked: the focus goes to the line, the error in view
  await page.getByRole("button", { name: "Odstąp od umowy tutaj" }).click();
  await page.getByLabel("Wybrane produkty").check();
  await page.getByTestId("withdrawal-next").click();
  await expect(page.getByTestId("withdrawal-line-pick").first()).toBeFocused();
  await expect(page.getByText("Wybierz co najmniej jeden produkt.")).toBeInViewport();
  await page.getByTestId("withdrawal-line-pick").first().check();
  await page.getByTestId("withdrawal-next").click();
  await page.getByRole("button", { name: "Potwierdzam odstąpienie od umowy" }).click();
  await expect(page.getByTestId("withdrawal-ack")).toBeVisible();
  // without a reload the page reads the order again: the whole order is on its way back, no complaint
  await expect(page.getByTestId("order-status")).toHaveText("zwrot w toku");
  await expect(page.getByTestId("tracking-next")).toHaveText(
    /^Odstąpiono od umowy\. Czekamy na Twoją paczkę ze zwrotem/,
  );
  await expect(page.getByTestId("complaint-link")).toHaveCount(0);
  await expect(page.getByTestId("withdrawal-ack")).toBeVisible();

  const headers = await adminHeaders();
  const list = await (await request.get(`${API_ORIGIN}/api/admin/returns`, { headers })).json();
  const id = list.result.items.find((r: { order_number: string }) => r.order_number === number).id;
  for (const step of ["receive", "refund"]) {
    const res = await request.post(`${API_ORIGIN}/api/admin/returns/${id}/${step}`, { data: {}, headers });
    expect(res.status(), step).toBe(200);
  }
  await open(page, orderMailLink(email));
  await expect(page.getByTestId("order-status")).toHaveText("zwrócone");
  // s20: the lead and the tracking box say the order went back and the money with it, and when (Warsaw)
  await expect(page.getByTestId("order-money")).toHaveText(
    new RegExp(`^Zamówienie zwrócone — zwróciliśmy \\d+,\\d{2} zł \\(${WARSAW}\\)\\.$`, "u"),
  );
  await expect(page.getByTestId("tracking-next")).toHaveText(
    new RegExp(`^Zamówienie zwrócone\\. Zwróciliśmy \\d+,\\d{2} zł \\(${WARSAW}\\)\\.$`, "u"),
  );
  await expect(page.getByTestId("order-totals")).toContainText("Zwrócono");
  await expect(page.getByTestId("withdrawal-status")).toHaveText("Zwrot środków wykonany");
  await expect(page.getByTestId("withdrawal-window")).toHaveText(
    "Odstąpiono od umowy co do całego zamówienia — nie ma już produktów do zwrotu.",
  );
  await expect(page.getByRole("button", { name: "Odstąp od umowy tutaj" })).toHaveCount(0);
  await expect(page.getByTestId("complaint-link")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, "returned-order-phone");
  expect(errors).toEqual([]);
});

test("desktop: an invalid IBAN for a transfer order's refund shows the server's reason at the field", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = uniqueEmail("iban");
  await deliveredOrder(request, email, "banktransfer");
  await open(page, orderMailLink(email));
  await page.getByRole("button", { name: "Odstąp od umowy tutaj" }).click();
  await page.getByTestId("withdrawal-next").click();
  await page.getByRole("button", { name: "Potwierdzam odstąpienie od umowy" }).click();
  const field = page.getByTestId("bank-form").getByRole("textbox");
  await field.fill("PL00 1234");
  await page.getByTestId("bank-form").getByRole("button").click();
  await expect(page.getByTestId("bank-form")).toContainText("Podaj poprawny numer konta (IBAN)");
  await expect(page.getByTestId("bank-form")).not.toContainText("Popraw zaznaczone pola.");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await shot(page, "iban-error-desktop");
});

/** Withdraws `lines` (or the whole order) of a placed order, receives the parcel and refunds it. */
async function returnAndRefund(
  request: APIRequestContext,
  placed: PlacedOrder,
  lines: { item_id: number; qty: number }[] | null,
): Promise<void> {
  const ack = await request.post(`${API_ORIGIN}/api/ext/withdrawal/${placed.orderNumber}`, {
    data: {
      request_key: crypto.randomUUID(),
      name: "Anna Nowak",
      email: "anna@example.pl",
      confirmed: true,
      secret: placed.order_secret,
      ...(lines ? { lines } : { whole: true }),
    },
  });
  expect(ack.status()).toBe(200);
  const id = (await ack.json()).result.id;
  const headers = await adminHeaders();
  for (const step of ["receive", "refund"]) {
    const res = await request.post(`${API_ORIGIN}/api/admin/returns/${id}/${step}`, { data: {}, headers });
    expect(res.status(), step).toBe(200);
  }
}

test("desktop: a customer's history reads a returned order „zwrócone”, a partly returned one with its badge, and each page says what went back", async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = uniqueEmail("zwroty");
  await createAccount(request, email);
  const login_ = await request.post(`${API_ORIGIN}/api/user/login`, {
    data: { username: email, password: PASSWORD },
    headers: freshAddressHeaders(),
  });
  const token = (await login_.json()).result;
  const whole = await placeOrderByApi(request, { email, token, payment: "blik", qty: 1 });
  await deliverByBackOffice(request, whole, "blik");
  await returnAndRefund(request, whole, null);
  const partly = await placeOrderByApi(request, { email, token, payment: "blik", qty: 2 });
  await deliverByBackOffice(request, partly, "blik");
  const view = await (
    await request.get(
      `${API_ORIGIN}/api/ext/order/${partly.orderNumber}?secret=${encodeURIComponent(partly.order_secret)}`,
    )
  ).json();
  await returnAndRefund(request, partly, [{ item_id: view.result.items[0].item_id, qty: 1 }]);

  await login(page, email);
  await open(page, "/account/orders");
  await expect(page.locator(`tr[data-order="${whole.orderNumber}"] td`).nth(2)).toHaveText("zwrócone");
  await expect(page.locator(`tr[data-order="${partly.orderNumber}"] td`).nth(2)).toHaveText(
    "dostarczone, częściowo zwrócone",
  );
  await expectNoSeriousA11yViolations(page);
  await shot(page, "account-orders-returned-desktop");

  await open(page, `/account/orders/${partly.orderNumber}`);
  await expect(page.getByTestId("order-status")).toHaveText("dostarczone, częściowo zwrócone");
  await expect(page.getByTestId("order-money")).toHaveText(
    new RegExp(`^Zapłacono: \\d+,\\d{2} zł · Zwrócono: \\d+,\\d{2} zł \\(${WARSAW}\\)$`, "u"),
  );
  await expect(page.getByTestId("tracking-next")).toHaveText(/^Część zamówienia zwrócona: zwróciliśmy \d/);
  await expectNoSeriousA11yViolations(page);
  await shot(page, "account-order-partly-returned-desktop");
  expect(errors).toEqual([]);
});
