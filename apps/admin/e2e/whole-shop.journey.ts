import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectAxeClean, screenshot, signIn } from "./adminSupport";

// Issue 25's acceptance, the whole shop at once (playwright.shop.config.ts): a shopper orders in the shop,
// the staff process the order in the back office, and the shopper's order page and mails follow each step;
// a cancelled paid order is refunded with its stock back; a price change reaches cached shop pages.

const API = process.env.E2E_SHOP_API_ORIGIN ?? "";
const WEB = process.env.E2E_SHOP_WEB_ORIGIN ?? "";
const PHONE = { width: 390, height: 844 };
const SCARF = { path: "/p/SZA-2892/zolta-chusta-2892", sku: "SZA-2892" };
/** A configurable product of the demo catalogue whose variants keep a counted stock (the scarf's is not counted). */
const SHIRT = { sku: "KOS-0047", variant: "KOS-0047-BRA-XS" };

interface Mail {
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** The mails the API wrote to its outbox (its stand-in for sending), oldest first. */
function outbox(): Mail[] {
  const dir = join(process.env.E2E_SHOP_DATA_DIR ?? "", "outbox");
  const files = readdirSync(dir).filter((file) => file.endsWith(".json"));
  return files.sort().map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as Mail);
}
const mailsTo = (email: string) => outbox().filter((mail) => mail.to === email);

/** Today in Warsaw as the shop's mails write it, beside a time or alone: `29 listopada 2026`. */
function warsawToday(): { readonly long: string } {
  // the one long form a shopper reads a moment in, mails included (s22): „1 grudnia 2026”
  const long = new Intl.DateTimeFormat("pl-PL", {
    timeZone: "Europe/Warsaw",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date());
  return { long };
}

/** A shopper's browser on the shop, the cookie notice answered ("Odrzucam opcjonalne"). */
async function shopperPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: WEB, locale: "pl-PL", timezoneId: "Europe/Warsaw" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-shop-ready", "true", { timeout: 30_000 });
  await page.getByRole("button", { name: "Odrzucam opcjonalne" }).click();
  return page;
}

async function openShop(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-shop-ready", "true", { timeout: 30_000 });
}

/** The stock of a variant as its product's back-office page shows it ("7 szt. · dostępny"). */
async function stockInBackOffice(page: Page, product: string, sku: string): Promise<number> {
  await page.goto(`/#/products/${product}/show`);
  // afresh: react-admin would first show what it read before
  await page.reload();
  const cell = page.getByTestId(`stock-row-${sku}`).getByRole("cell").nth(1);
  await expect(cell).toContainText("szt.");
  return Number(/^(\d+) szt\./.exec((await cell.textContent()) ?? "")?.[1]);
}

async function findOrder(page: Page, number: string): Promise<void> {
  await page.getByRole("menuitem", { name: "Zamówienia" }).click();
  await page.getByRole("textbox", { name: /^Szukaj: numer/ }).fill(number);
  // the search reaches the URL after a pause: a click before it would be undone by it
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.getByRole("row", { name: new RegExp(number) }).click();
  await expect(page.getByRole("heading", { name: `Zamówienie nr ${number}` })).toBeVisible();
}

async function act(page: Page, label: string, status: string): Promise<void> {
  await page.getByRole("button", { name: label, exact: true }).click();
  const confirm = page.getByRole("button", { name: "Zatwierdź" });
  // a payment is confirmed in a dialog that names the amount and the order
  if (label === "Potwierdź wpłatę")
    await page.getByRole("dialog").getByRole("button", { name: "Potwierdź wpłatę" }).click();
  if (label === "Wyślij") {
    await page.getByRole("combobox", { name: /^Przewoźnik/ }).click();
    await page.getByRole("option", { name: "InPost" }).click();
    await page.getByLabel("Numer przesyłki").fill("620000555666777888");
    await confirm.click();
  } else if (label === "Oznacz jako dostarczone") await confirm.click();
  await expect(page.getByTestId("order-status")).toHaveText(status);
}

test("a shopper's transfer order is confirmed, packed, shipped and delivered in the back office; the shopper's page and mails follow each step", async ({
  browser,
  page,
}) => {
  const shop = await shopperPage(browser);
  const email = `anna.${Date.now()}@example.pl`;
  await openShop(shop, SCARF.path);
  await shop.getByTestId("add-to-cart").click();
  await expect(shop.getByTestId("cart-count")).toHaveText("1");
  await shop.getByTestId("microcart-button").click();
  await shop.getByRole("link", { name: "Przejdź do kasy" }).last().click();
  await expect(shop).toHaveURL(/\/checkout$/);
  await expect(shop.locator("html")).toHaveAttribute("data-shop-ready", "true");
  await shop.getByLabel("Imię").first().fill("Anna");
  await shop.getByLabel("Nazwisko").first().fill("Nowak");
  await shop.getByLabel("E-mail").fill(email);
  await shop.locator("#shipping-firstName").fill("Anna");
  await shop.locator("#shipping-lastName").fill("Nowak");
  await shop.locator("#shipping-streetAddress").fill("Długa 5");
  await shop.locator("#shipping-apartmentNumber").fill("m. 2");
  await shop.locator("#shipping-zipCode").fill("80-827");
  await shop.locator("#shipping-city").fill("Gdańsk");
  await shop.locator("#shipping-phoneNumber").fill("+48 600 100 200");
  await shop.getByLabel("Akceptuję regulamin sklepu").check();
  await shop
    .getByLabel(/Dostawa kurierem|Kurier/)
    .first()
    .check();
  await shop
    .getByLabel(/Przelew/)
    .first()
    .check();
  await shop.getByTestId("place-order").click();
  await expect(shop.getByTestId("thank-you")).toBeVisible({ timeout: 20_000 });
  await expect(shop).toHaveURL(/\/zamowienie\/\d+\/[A-Za-z0-9]{32}$/);
  const number = (await shop.getByTestId("order-number").first().textContent())?.replace(/\D/g, "") ?? "";
  expect(number).toMatch(/^\d{9}$/);
  const orderPage = new URL(shop.url()).pathname;
  expect(mailsTo(email).map((m) => m.subject)).toEqual([expect.stringContaining(number)]);

  /** The shopper opens their order page again: its status, in Polish. */
  const shopperSees = async (status: string) => {
    await openShop(shop, orderPage);
    await expect(shop.getByTestId("order-status")).toHaveText(status);
  };
  await shopperSees("przyjęte");

  await signIn(page);
  await findOrder(page, number);
  await expect(page.getByTestId("order-status")).toHaveText("Przyjęte");
  await act(page, "Potwierdź wpłatę", "Opłacone");
  await shopperSees("opłacone");
  const paid = mailsTo(email).find(
    (mail) => mail.subject === `Płatność za zamówienie ${number} zaksięgowana`,
  );
  expect(paid?.text).toMatch(
    new RegExp(`za zamówienie ${number} zaksięgowaliśmy ${warsawToday().long}, \\d{2}:\\d{2}\\.`),
  );
  await act(page, "Spakuj", "Spakowane");
  await shopperSees("spakowane");
  const packed = mailsTo(email).find((mail) => mail.subject === `Zamówienie ${number} spakowane`);
  expect(packed?.text).toMatch(
    new RegExp(`spakowaliśmy ${warsawToday().long}, \\d{2}:\\d{2}\\.\\nPrzygotowujemy wysyłkę`),
  );
  await act(page, "Wyślij", "Wysłane");
  await shopperSees("wysłane");
  const shipped = mailsTo(email).find((mail) => mail.subject === `Zamówienie ${number} zostało wysłane`);
  expect(shipped?.text).toContain("https://inpost.pl/sledzenie-przesylek?number=620000555666777888");
  // when, in Warsaw time (the test's browser and the mail agree on the zone, not on the machine's)
  expect(shipped?.text).toMatch(new RegExp(`wysłaliśmy ${warsawToday().long}, \\d{2}:\\d{2} \\(InPost\\)`));
  await act(page, "Oznacz jako dostarczone", "Dostarczone");
  await shopperSees("dostarczone");

  // the order and each step mailed in Polish, with Warsaw dates
  expect(mailsTo(email).map((mail) => mail.subject)).toEqual([
    `Potwierdzenie zamówienia nr ${number}`,
    `Płatność za zamówienie ${number} zaksięgowana`,
    `Zamówienie ${number} spakowane`,
    `Zamówienie ${number} zostało wysłane`,
    `Zamówienie ${number} zostało dostarczone`,
  ]);
  expect(mailsTo(email)[4]?.text).toContain(`zostało dostarczone ${warsawToday().long}.`);
  const timeline = page.getByTestId("timeline");
  await expect(timeline).toContainText(`Wysłano e-mail: Płatność za zamówienie ${number} zaksięgowana`);
  await expect(timeline).toContainText(`Wysłano e-mail: Zamówienie ${number} spakowane`);
  // the delivery date as a person reads it, not as ISO
  await expect(timeline).toContainText(`Dostarczone ${warsawToday().long}`);
  await expect(timeline).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(timeline).toContainText(
    new Intl.DateTimeFormat("pl-PL", { timeZone: "Europe/Warsaw", hour: "2-digit", minute: "2-digit" })
      .format(new Date())
      .slice(0, 2),
  );
  await expectAxeClean(page);
  await screenshot(page, "shop-order-delivered-desktop");
  await shop.screenshot({
    path: `${process.env.E2E_SHOTS_DIR ?? "reports/screens"}/shop-order-shopper-desktop.png`,
    fullPage: true,
  });

  // the order list and the order page on a phone, opened afresh
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByTestId("order-status")).toHaveText("Dostarczone");
  await expectAxeClean(page);
  await screenshot(page, "shop-order-phone");
  await page.goto(`/#/orders?filter=${encodeURIComponent(JSON.stringify({ q: number }))}`);
  await page.reload();
  await expect(page.getByRole("link", { name: new RegExp(`Nr ${number}`) })).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "shop-orders-phone");
  await shop.setViewportSize(PHONE);
  await shopperSees("dostarczone");
  await shop.screenshot({
    path: `${process.env.E2E_SHOTS_DIR ?? "reports/screens"}/shop-order-shopper-phone.png`,
    fullPage: true,
  });
});

test("a cancelled paid BLIK order is refunded through the gateway and its stock is back", async ({
  page,
  request,
}) => {
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Sprzedaż dziś" })).toBeVisible();
  // a known stock to count from, set the way the warehouse does
  await stockInBackOffice(page, SHIRT.sku, SHIRT.variant);
  await page
    .getByTestId(`stock-row-${SHIRT.variant}`)
    .getByLabel(/^Sztuk: /)
    .fill("10");
  await page.getByTestId(`stock-row-${SHIRT.variant}`).getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByTestId(`stock-row-${SHIRT.variant}`)).toContainText("10 szt.");
  const before = 10;
  const key = `${Date.now()}-${crypto.randomUUID()}`;
  const address = {
    firstname: "Ola",
    lastname: "Zwrotna",
    street: ["Polna 1", ""],
    city: "Toruń",
    postcode: "87-100",
    country_id: "PL",
    telephone: "+48 600 700 800",
  };
  const email = `ola.${Date.now()}@example.pl`;
  const placed = await request.post(`${API}/api/order`, {
    headers: { "idempotency-key": key },
    data: {
      order_id: key,
      user_id: "",
      transmited: false,
      created_at: new Date().toISOString(),
      store_code: "pl",
      products: [{ sku: SHIRT.variant, qty: 2 }],
      addressInformation: {
        billingAddress: { ...address, email },
        shippingAddress: address,
        shipping_carrier_code: "flatrate",
        shipping_method_code: "flatrate",
        payment_method_code: "blik",
        payment_method_additional: { blik_code: "123456" },
      },
    },
  });
  expect(placed.status()).toBe(200);
  const { orderNumber, order_secret } = (
    (await placed.json()) as {
      result: { orderNumber: string; order_secret: string };
    }
  ).result;
  // the stand-in bank confirms the BLIK payment at once and the gateway's notification settles it
  const view = async () =>
    (
      (await (await request.get(`${API}/api/ext/order/${orderNumber}?secret=${order_secret}`)).json()) as {
        result: { status: string; refunded_amount?: number };
      }
    ).result;
  expect((await view()).status).toBe("paid");
  expect(await stockInBackOffice(page, SHIRT.sku, SHIRT.variant)).toBe(before - 2);

  await findOrder(page, orderNumber);
  await expect(page.getByTestId("order-status")).toHaveText("Opłacone");
  await page.getByRole("button", { name: "Anuluj zamówienie" }).click();
  // a dialog asks first, and says what will happen: the stock back and how much goes back to the shopper
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Anulować zamówienie ${orderNumber}?`);
  await expect(dialog).toContainText(/klient dostanie zwrot \d+,\d{2}\s+zł/);
  await dialog.getByRole("button", { name: "Anuluj zamówienie" }).click();
  await expect(page.getByText(/Zamówienie anulowane\. Zwrot \d+,\d{2}\s+zł zlecony\./)).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Anulowane");
  await expectAxeClean(page);
  await screenshot(page, "shop-order-cancelled-desktop");
  const after = await view();
  expect(after.status).toBe("cancelled");
  expect(after.refunded_amount).toBeGreaterThan(0);
  const cancelled = mailsTo(email).find(
    (mail) => mail.subject === `Zamówienie ${orderNumber} zostało anulowane`,
  );
  expect(cancelled?.text).toMatch(
    new RegExp(`anulowaliśmy ${warsawToday().long}, \\d{2}:\\d{2}\\.\\s+Zwrócimy Ci \\d+,\\d{2} zł`),
  );
  // both shirts are back on the shelf
  expect(await stockInBackOffice(page, SHIRT.sku, SHIRT.variant)).toBe(before);
});

test("a price changed in the back office is on the product page and the cached listing at the next request", async ({
  browser,
  page,
  request,
}) => {
  const shop = await shopperPage(browser);
  await openShop(shop, SCARF.path);
  const categoryHref = await shop
    .getByRole("link", { name: "Szaliki i czapki" })
    .first()
    .getAttribute("href");
  expect(categoryHref).toBeTruthy();
  // both pages are rendered, and kept by the storefront's output cache, before the change
  const listingBefore = await (await request.get(`${WEB}${categoryHref}`)).text();
  expect(listingBefore).not.toContain("77,77");

  await signIn(page);
  await page.getByRole("menuitem", { name: "Produkty" }).click();
  await page.getByRole("textbox", { name: /^Szukaj: SKU/ }).fill(SCARF.sku);
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  await page.getByRole("row", { name: new RegExp(SCARF.sku) }).click();
  await page.getByLabel("Cena regularna (zł)").fill("77,77");
  await page.getByLabel("Cena promocyjna (zł)").fill("");
  await page.getByLabel("Promocja od").fill("");
  await page.getByLabel("Promocja do").fill("");
  await page.getByRole("button", { name: "Zapisz cenę" }).click();
  await expect(page.getByTestId("product-price")).toHaveText("77,77 zł");

  // the next request of each page is rendered afresh: the API announced the product's and its categories' tags
  const productHtml = await (await request.get(`${WEB}${SCARF.path}`)).text();
  expect(productHtml).toMatch(/77,77/);
  const listingHtml = await (await request.get(`${WEB}${categoryHref}`)).text();
  expect(listingHtml).toMatch(/77,77/);
  await openShop(shop, SCARF.path);
  await expect(shop.locator(".product__info .price").first()).toContainText("77,77");
  await shop.screenshot({
    path: `${process.env.E2E_SHOTS_DIR ?? "reports/screens"}/shop-price-changed-desktop.png`,
  });
});
