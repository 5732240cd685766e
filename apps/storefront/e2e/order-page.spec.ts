import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  API_ORIGIN,
  addToCart,
  adminHeaders,
  createAccount,
  fillCheckout,
  freshAddressHeaders,
  grosze,
  login,
  open,
  outbox,
  PASSWORD,
  PRODUCTS,
  placeOrderByApi,
  uniqueEmail,
} from "./shopper";
import { expectNoSeriousA11yViolations, watchErrors } from "./support";

const SCREENS = process.env.E2E_SCREENSHOTS ?? "";
/** A Warsaw date and time as the after-order pages write it: "30 listopada 2026, 19:00". */
const POLISH_DATE_TIME =
  /^\d{1,2} (stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia) \d{4}, \d{2}:\d{2}$/;

async function screenshot(page: Page, name: string): Promise<void> {
  if (SCREENS) await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

/**
 * An unpaid transfer's details come first (s22): right under the heading and the amount due, before the
 * tracking, the withdrawal box and the items, as paying is the shopper's next step.
 */
async function expectTransferFirst(page: Page): Promise<void> {
  await expect(page.getByTestId("bank-transfer")).toBeVisible();
  await expect(page.getByTestId("order-tracking")).toBeVisible();
  await expect(page.getByTestId("withdrawal")).toBeVisible();
  const order = await page.evaluate(() =>
    ["order-money", "bank-transfer", "order-tracking", "withdrawal", "order-items"].map((id) => {
      const all = [...document.querySelectorAll("*")];
      return all.indexOf(document.querySelector(`[data-testid="${id}"]`) as Element);
    }),
  );
  expect(order.every((at) => at >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
}

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${API_ORIGIN}/api/user/login`, {
    data: { username: email, password: PASSWORD },
    headers: freshAddressHeaders(),
  });
  expect(response.status()).toBe(200);
  return (await response.json()).result;
}

test("a guest's order has its own page: checkout opens it with thanks, a reload and the mail link show it as the order page, a wrong key does not", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await open(page, PRODUCTS.scarf.path);
  const price = grosze((await page.locator(".product__info .price").first().textContent()) ?? "");
  await addToCart(page, 1);
  await page.getByTestId("microcart-button").click();
  await page.getByRole("link", { name: "Przejdź do kasy" }).last().click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator("html")).toHaveAttribute("data-shop-ready", "true");
  const email = uniqueEmail("strona-zamowienia");
  await fillCheckout(page, email);
  await page
    .getByLabel(/Dostawa kurierem|Kurier/)
    .first()
    .check();
  await page
    .getByLabel(/Przelew/)
    .first()
    .check();
  // delivery by the method's one name in the checkout's totals (s22), not "Dostawa (Kurier)"
  await expect(page.locator(".cart-totals__row--shipping dt").first()).toHaveText("Dostawa kurierem");
  // „Do zapłaty” first, then the VAT it contains under it (tester s23 item 4)
  const summaryCodes = page.locator(".checkout .cart-totals").first().locator("> div");
  await expect(summaryCodes.last()).toHaveAttribute("data-code", "tax");
  await expect(summaryCodes.nth(-2)).toHaveAttribute("data-code", "grand_total");
  await expect(summaryCodes.last()).toHaveText(/^w tym VAT\s*\d+,\d{2}\s*zł$/);
  await page.getByTestId("place-order").click();

  // The order's own address, with the guest's key in it.
  await expect(page).toHaveURL(/\/zamowienie\/\d{9}\/[A-Za-z0-9]{32}$/, { timeout: 20_000 });
  const orderNumber = /\/zamowienie\/(\d{9})\//.exec(page.url())?.[1] ?? "";
  const checks = async () => {
    await expect(page.getByTestId("order-number")).toHaveText(orderNumber);
    await expect(page.getByTestId("order-status")).toHaveText("przyjęte");
    // written the Polish way, in Warsaw time: "30 listopada 2026, 19:00"
    await expect(page.getByTestId("order-date")).toHaveText(POLISH_DATE_TIME);
    const item = page.getByTestId("order-items").locator(`tr[data-sku="${PRODUCTS.scarf.sku}"]`);
    await expect(item).toContainText("Żółta chusta");
    await expect(item.locator("td").nth(1)).toHaveText("1");
    const total = page.getByTestId("order-totals").locator(".order-details__grand dd");
    await expect(total).toHaveText(/^\d[\d\s\u00a0]*,\d\d zł$/);
    expect(grosze((await total.textContent()) ?? "")).toBe(price + 500);
    // the same name in the order's totals as in the checkout's (s22)
    await expect(page.getByTestId("order-totals").locator("dt").nth(1)).toHaveText("Dostawa kurierem");
    await expect(page.getByText(/^Do zapłaty: /)).toHaveText(/,\d\d zł$/);
    await expect(page.getByTestId("bank-transfer")).toContainText("PL61 1090 1014 0000 0712 1981 2874");
    await expect(page.getByTestId("bank-transfer")).toContainText(`Zamówienie ${orderNumber}`);
    await expectTransferFirst(page);
    await expect(page.getByTestId("order-shipping-address")).toContainText("80-827 Gdańsk");
    // one name, as the checkout offered it (s21): not "Kurier - Dostawa kurierem"
    await expect(page.getByTestId("order-delivery")).toContainText("Dostawa kurierem");
    await expect(page.getByTestId("order-delivery")).not.toContainText("Kurier - ");
    await expect(page.getByTestId("order-payment")).toContainText("Przelew");
  };
  // Reached right after placing the order: the thank-you greeting and where the confirmation went.
  const title = page.locator("#order-page-title");
  await expect(title).toHaveText("Dziękujemy za zamówienie!");
  await expect(page.getByText(`Potwierdzenie wysłaliśmy na adres ${email}.`)).toBeVisible();
  await checks();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, "order-page-guest-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "order-page-guest-thanks-phone");

  // A reload keeps the order, and now reads like the order page: its number, its status, no thanks.
  const later = async () => {
    await expect(title).toHaveText(`Zamówienie nr ${orderNumber}`);
    await expect(page.getByText("Dziękujemy za zamówienie!")).toHaveCount(0);
    await expect(page.getByText(/Potwierdzenie wysłaliśmy/)).toHaveCount(0);
    await expect(page).toHaveTitle(`Zamówienie nr ${orderNumber} | Outlet`);
  };
  await page.reload();
  await checks();
  await later();
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, "order-page-guest-later-desktop");

  // The confirmation mail links to the same page.
  const mail = outbox().find((entry) => entry.kind === "order_confirmation" && entry.to === email);
  const link = new URL(mail?.data.order_link ?? "http://x/");
  expect(link.pathname).toBe(new URL(page.url()).pathname);

  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, link.pathname);
  await checks();
  await later();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, "order-page-guest-phone");

  // A wrong key shows no order (and says what to do).
  await open(page, `/zamowienie/${orderNumber}/${"x".repeat(32)}`);
  await expect(page.getByRole("alert")).toHaveText(/Nie znaleźliśmy tego zamówienia/);
  await expect(page.getByTestId("order-items")).toHaveCount(0);
  expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
});

test("a customer's history shows Polish statuses and Warsaw dates and opens each order's page; another's order stays hidden", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("historia");
  await createAccount(request, email);
  const token = await apiToken(request, email);
  const blik = await placeOrderByApi(request, { email, token, payment: "blik" });
  const transfer = await placeOrderByApi(request, { email, token });
  const stranger = await placeOrderByApi(request, { email: uniqueEmail("obcy") });

  await login(page, email);
  await open(page, "/account/orders");
  const rows = page.getByTestId("orders").locator("tbody tr");
  await expect(rows).toHaveCount(2);
  const blikRow = page.locator(`tr[data-order="${blik.orderNumber}"]`);
  await expect(blikRow.locator("td").nth(2)).toHaveText("opłacone");
  await expect(page.locator(`tr[data-order="${transfer.orderNumber}"] td`).nth(2)).toHaveText("przyjęte");
  await expect(blikRow.locator("td").nth(1)).toHaveText(POLISH_DATE_TIME);
  await expect(page.getByText("processing")).toHaveCount(0);
  await screenshot(page, "account-orders-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  // the history fits a phone: no sideways scrolling
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, "account-orders-phone");
  await page.setViewportSize({ width: 1280, height: 800 });

  await blikRow.getByRole("link", { name: `Szczegóły zamówienia ${blik.orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${blik.orderNumber}$`));
  await expect(page.getByTestId("order-number")).toHaveText(blik.orderNumber);
  await expect(page.getByTestId("order-status")).toHaveText("opłacone");
  await expect(page.getByTestId("order-items")).toContainText("Żółta chusta");
  await expect(page.getByTestId("order-payment")).toContainText("BLIK");
  await expect(page.getByTestId("bank-transfer")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, "account-order-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("order-number")).toHaveText(blik.orderNumber);
  await screenshot(page, "account-order-phone");

  // The customer's own order also opens without the key; someone else's does not.
  await open(page, `/zamowienie/${transfer.orderNumber}`);
  await expect(page.getByTestId("bank-transfer")).toContainText(`Zamówienie ${transfer.orderNumber}`);
  await expectTransferFirst(page);
  await screenshot(page, "order-page-customer-phone");
  await open(page, `/account/orders/${transfer.orderNumber}`);
  await expect(page.getByTestId("bank-transfer")).toContainText(`Zamówienie ${transfer.orderNumber}`);
  await expectTransferFirst(page);
  await open(page, `/account/orders/${stranger.orderNumber}`);
  await expect(page.getByRole("alert")).toHaveText(/Nie znaleźliśmy tego zamówienia/);
  await expect(page.getByTestId("order-items")).toHaveCount(0);
});

test("a customer's order opened from a mail's link without its key asks a logged-out visitor to log in, then shows it", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("link-z-maila");
  await createAccount(request, email);
  const token = await apiToken(request, email);
  const placed = await placeOrderByApi(request, { email, token });

  // the lifecycle mails link a customer's order as /zamowienie/{number} (its key is not kept to rebuild it)
  await open(page, `/zamowienie/${placed.orderNumber}`);
  await expect(page.getByTestId("order-sign-in")).toHaveText(
    "Zaloguj się na swoje konto, aby zobaczyć to zamówienie.",
  );
  await expect(page.getByText(/Nie znaleźliśmy tego zamówienia/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, "order-page-sign-in-desktop");
  await page.getByRole("link", { name: "Zaloguj się", exact: true }).last().click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fzamowienie%2F${placed.orderNumber}$`));
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło").fill(PASSWORD);
  await page.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/zamowienie/${placed.orderNumber}$`));
  await expect(page.getByTestId("bank-transfer")).toContainText(`Zamówienie ${placed.orderNumber}`);
});

test("a store pickup's order page speaks of the store, never of shipping, with Polish dates", async ({
  page,
  request,
}) => {
  // BLIK: the stand-in bank confirms it at the first look, so the order is paid and being prepared
  const placed = await placeOrderByApi(request, {
    email: uniqueEmail("odbior"),
    payment: "blik",
    pickup: true,
  });
  await open(page, `/zamowienie/${placed.orderNumber}/${placed.order_secret}`);
  await expect(page.getByTestId("order-status")).toHaveText("opłacone");
  await expect(page.getByTestId("tracking-next")).toHaveText(
    "Przygotowujemy zamówienie do odbioru w sklepie.",
  );
  await expect(page.getByText(/do wysyłki|kuriera/)).toHaveCount(0);
  await expect(page.getByTestId("tracking-shipped")).toContainText("Gotowe do odbioru");
  await expect(page.getByTestId("tracking-delivered")).toContainText("Odebrane w sklepie");
  await expect(page.getByTestId("tracking-placed").locator("span")).toHaveText(
    new RegExp(`^\\s*${POLISH_DATE_TIME.source.slice(1)}`),
  );
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, "order-page-pickup-desktop");
});

test("a cash-on-delivery store pickup reads „Opłacone” with the time it was collected and paid at the till", async ({
  page,
  request,
}) => {
  const placed = await placeOrderByApi(request, {
    email: uniqueEmail("odbior-gotowka"),
    payment: "cashondelivery",
    pickup: true,
  });
  const path = `/zamowienie/${placed.orderNumber}/${placed.order_secret}`;
  const headers = await adminHeaders();
  for (const action of ["pack", "ready-for-pickup"]) {
    const res = await request.post(`${API_ORIGIN}/api/admin/orders/${placed.orderNumber}/${action}`, {
      data: {},
      headers,
    });
    expect(res.status(), action).toBe(200);
  }
  await open(page, path);
  // ready and not yet collected: not paid yet
  await expect(page.getByTestId("tracking-paid")).toContainText("—");
  const collected = await request.post(`${API_ORIGIN}/api/admin/orders/${placed.orderNumber}/collect`, {
    data: {},
    headers,
  });
  expect(collected.status()).toBe(200);
  await open(page, path);
  await expect(page.getByTestId("order-status")).toHaveText(/odebrane/i);
  // paid at the till when collected (s22): the step names the moment, no dash
  const paid = page.getByTestId("tracking-paid");
  await expect(paid).not.toContainText("—");
  await expect(paid.locator("span")).toHaveText(new RegExp(`^\\s*${POLISH_DATE_TIME.source.slice(1)}`));
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, "order-page-pickup-cash-collected-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "order-page-pickup-cash-collected-phone");
});
