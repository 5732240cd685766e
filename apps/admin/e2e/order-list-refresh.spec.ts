import { expect, type Page, test } from "@playwright/test";
import { ADMIN_API_ORIGIN, ADMIN_E2E_OWNER } from "./adminOwner";
import { expectAxeClean, screenshot, signIn } from "./adminSupport";
import { placeTransferOrder } from "./placeOrder";

const PHONE = { width: 390, height: 844 };
/** The list's refresh period (src/orders/newOrders.ts), passed on the page's fake clock. */
const REFRESH_MS = 20_000;

/** Passes one refresh period on the page's clock and waits for the list's read that it starts. */
async function nextRefresh(page: Page): Promise<void> {
  const read = page.waitForResponse((r) => r.url().includes("/api/admin/orders?") && r.status() === 200);
  await page.clock.fastForward(REFRESH_MS);
  await read;
}

/** Makes the tab hidden or visible again as switching tabs does (react-query listens to this). */
async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => (value ? "hidden" : "visible"),
    });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => value });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

test("the open order list shows new orders and status changes by itself, keeping filters, page, scroll and focus", async ({
  page,
  request,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  // enough orders waiting for their transfer for a full second page of ten, longer than a phone's screen
  for (let i = 0; i < 20; i++) await placeTransferOrder(request, `odswiezanie${i}@example.pl`);
  await page.clock.install();
  await page.setViewportSize(PHONE);
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Sprzedaż dziś" })).toBeVisible();
  const filter = encodeURIComponent(JSON.stringify({ status: "placed" }));
  await page.goto(`/#/orders?filter=${filter}&page=2&perPage=10&sort=created_at&order=DESC`);
  const listUrl = page.url();
  const range = page.getByText(/^11–20 z \d+$/);
  await expect(range).toBeVisible();
  const before = Number(/z (\d+)$/.exec((await range.textContent()) ?? "")?.[1]);
  // the staff member scrolled down and is on the pagination's previous-page button
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const previous = page.getByRole("button", { name: "Przejdź do poprzedniej strony" });
  await previous.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  // a shopper places an order: at the next refresh the count grows, announced once, politely
  await placeTransferOrder(request, "nowe.zamowienie@example.pl");
  await nextRefresh(page);
  await expect(page.getByText(`11–20 z ${before + 1}`)).toBeVisible();
  const live = page.getByTestId("new-orders");
  await expect(live).toHaveAttribute("role", "status");
  await expect(live).toHaveAttribute("aria-live", "polite");
  await expect(live).toHaveText("1 nowe zamówienie");
  expect(page.url()).toBe(listUrl);
  await expect(previous).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expectAxeClean(page);
  await screenshot(page, "orders-refreshed-phone");

  // a refresh that brought nothing says nothing (the message is gone by then)
  await nextRefresh(page);
  await expect(live).toHaveText("");
  await expect(previous).toBeFocused();

  // while the tab is hidden nothing is read; at the return the list is read at once
  let reads = 0;
  const countReads = (r: { url(): string }) => {
    if (r.url().includes("/api/admin/orders?")) reads++;
  };
  page.on("request", countReads);
  await setTabHidden(page, true);
  await page.clock.fastForward(3 * REFRESH_MS);
  await page.waitForTimeout(500);
  expect(reads).toBe(0);
  const back = page.waitForResponse((r) => r.url().includes("/api/admin/orders?"));
  await setTabHidden(page, false);
  await back;
  page.off("request", countReads);

  // a status change appears in the row at the next refresh, with nothing announced
  await page.setViewportSize({ width: 1280, height: 800 });
  const number = await placeTransferOrder(request, "zmiana.statusu@example.pl");
  await page.goto(`/#/orders?filter=${encodeURIComponent(JSON.stringify({ q: String(Number(number)) }))}`);
  const row = page.getByRole("row", { name: new RegExp(number) });
  await expect(row).toContainText("Przyjęte");
  const login = await request.post(`${ADMIN_API_ORIGIN}/api/admin/session/login`, { data: ADMIN_E2E_OWNER });
  const csrf = (await login.json()).result.csrfToken as string;
  const confirmed = await request.post(`${ADMIN_API_ORIGIN}/api/admin/orders/${number}/confirm-payment`, {
    data: {},
    headers: { "x-csrf-token": csrf },
  });
  expect(confirmed.status()).toBe(200);
  await nextRefresh(page);
  await expect(row).toContainText("Opłacone");
  await expect(page.getByTestId("new-orders")).toHaveText("");
  await expect(page.getByRole("textbox", { name: /^Szukaj: numer/ })).toHaveValue(String(Number(number)));
  await expectAxeClean(page);
  await screenshot(page, "orders-status-refreshed-desktop");
  expect(pageErrors).toEqual([]);
});
