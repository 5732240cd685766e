import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { ADMIN_API_ORIGIN } from "./adminOwner";
import { expectAxeClean, screenshot, signIn } from "./adminSupport";
import { placeTransferOrder } from "./placeOrder";

// each test drives several screens with axe on each: more than the default 90 s on a loaded 2-core machine
test.setTimeout(180_000);

const SKU = "SZA-2892";
const PHONE = { width: 390, height: 844 };

/** A Warsaw calendar date `days` from now, as the price form takes it. */
const warsawDay = (days: number) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** A `YYYY-MM-DD` day as the back office writes it: „30.11.2026”. */
const polishDay = (iso: string): string => iso.split("-").reverse().join(".");

async function openMenu(page: Page, name: string) {
  await page.getByRole("menuitem", { name }).click();
}

test("the owner finds a product, is refused a special price above the price at its field, then changes the price, stock and status", async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await signIn(page);
  await openMenu(page, "Produkty");
  await page.getByRole("textbox", { name: /^Szukaj: SKU/ }).fill(SKU);
  const row = page.getByRole("row", { name: new RegExp(SKU) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\d+ szt\./);
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  await expectAxeClean(page);
  await screenshot(page, "products-desktop");
  await row.click();

  await expect(page.getByRole("heading", { level: 1 })).toContainText("chusta");
  await expect(page.getByTestId("product-status")).toHaveText("Włączony");
  await expectAxeClean(page);
  await screenshot(page, "product-desktop");

  // the server decides: a special price above the price is refused at its field, in Polish
  await page.getByLabel("Cena regularna (zł)").fill("139,99");
  await page.getByLabel("Cena promocyjna (zł)").fill("149,99");
  await page.getByRole("button", { name: "Zapisz cenę" }).click();
  await expect(page.getByText("Cena promocyjna musi być niższa od ceny regularnej.")).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "product-price-refused-desktop");

  await page.getByLabel("Cena promocyjna (zł)").fill("99,99");
  // the window's days read and are typed dd.mm.rrrr, as the orders' date filters (s22)
  const from = page.getByLabel("Promocja od");
  await expect(from).toHaveAttribute("placeholder", "dd.mm.rrrr");
  await from.fill("31.11.2026");
  await expect(page.getByText("dd.mm.rrrr, np. 30.11.2026")).toBeVisible();
  await from.fill(polishDay(warsawDay(0)));
  await page.getByLabel("Promocja do").fill(polishDay(warsawDay(7)));
  const sent = page.waitForRequest((r) => r.url().endsWith("/price") && r.method() === "PATCH");
  await page.getByRole("button", { name: "Zapisz cenę" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ specialFrom: warsawDay(0), specialTo: warsawDay(7) });
  await expect(page.getByTestId("product-price")).toHaveText(
    `139,99 zł · promocja 99,99 zł od ${polishDay(warsawDay(0))} do ${polishDay(warsawDay(7))}`,
  );
  await expect(page.getByLabel("Promocja od")).toHaveValue(polishDay(warsawDay(0)));
  await expect(page.getByRole("table", { name: "Historia cen" })).toContainText("139,99 zł");

  await page
    .getByTestId(`stock-row-${SKU}`)
    .getByLabel(/^Sztuk: /)
    .fill("5");
  await page.getByTestId(`stock-row-${SKU}`).getByRole("button", { name: "Zapisz" }).click();
  await expect(page.getByTestId(`stock-row-${SKU}`)).toContainText("5 szt. · dostępny");

  await page.getByRole("button", { name: "Wyłącz produkt" }).click();
  await expect(page.getByTestId("product-status")).toHaveText("Wyłączony");
  await page.getByRole("button", { name: "Włącz produkt" }).click();
  await expect(page.getByTestId("product-status")).toHaveText("Włączony");
  await expectAxeClean(page);
  await screenshot(page, "product-changed-desktop");

  // each write is in the audit log with its values before and after
  await openMenu(page, "Dziennik zmian");
  await expect(page.getByRole("cell", { name: "Produkt: zmiana ceny" }).first()).toBeVisible();
  await expect(page.getByRole("cell", { name: "Produkt: zmiana stanu" }).first()).toBeVisible();
  await expect(page.getByRole("cell", { name: "Produkt: włączenie lub wyłączenie" })).toHaveCount(2);
  await expect(page.getByRole("cell", { name: "product.status" })).toHaveCount(0);

  // a phone opens the page afresh (resizing a desktop window would keep its open side menu as a drawer)
  await page.setViewportSize(PHONE);
  await page.goto(`/#/products?filter=${encodeURIComponent(JSON.stringify({ q: SKU }))}`);
  await page.reload();
  await expect(page.getByRole("link", { name: new RegExp(SKU) })).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "products-phone");
  expect(pageErrors).toEqual([]);
});

test("the owner looks a customer up, opens their order, downloads their data and erases the account after confirming", async ({
  page,
  request,
}) => {
  const email = `helena.${Date.now()}@example.pl`;
  const created = await request.post(`${ADMIN_API_ORIGIN}/api/user/create`, {
    data: { customer: { email, firstname: "Helena", lastname: "Kowalczyk" }, password: "Zielony-Kot-2024!x" },
  });
  expect(created.status()).toBe(200);
  const number = await placeTransferOrder(request, email);

  await signIn(page);
  await openMenu(page, "Klienci");
  await page.getByRole("textbox", { name: /^Szukaj: e-mail/ }).fill("Kowalczyk");
  await expect(page).toHaveURL(/filter=.*%22q%22/);
  const row = page.getByRole("row", { name: new RegExp(email) });
  await expect(row).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, "customers-desktop");
  await row.click();

  await expect(page.getByRole("heading", { name: "Helena Kowalczyk" })).toBeVisible();
  const orders = page.getByRole("table", { name: "Zamówienia klienta" });
  await expect(orders).toContainText(number);
  // the payment named as the shop names it (its method title, s21), not the back office's own word
  await expect(orders).toContainText("Przelew bankowy");
  await expectAxeClean(page);
  await screenshot(page, "customer-desktop");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Eksport danych (RODO)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^klient-\d+-dane-rodo\.json$/);
  const exported = JSON.parse(readFileSync(await file.path(), "utf8")) as {
    account: { email: string };
    orders: { increment_id: string }[];
  };
  expect(exported.account.email).toBe(email);
  expect(exported.orders.map((o) => o.increment_id)).toEqual([number]);

  await page.getByRole("button", { name: "Usuń konto" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Tego nie da się cofnąć.");
  await expectAxeClean(page);
  await screenshot(page, "customer-erase-confirm-desktop");
  await dialog.getByRole("button", { name: "Usuń konto" }).click();
  await expect(page.getByRole("heading", { name: "Konto usunięte" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Usuń konto" })).toHaveCount(0);

  // the order itself stays, reachable from the customer's page
  await page.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { name: `Zamówienie nr ${number}` })).toBeVisible();
});

test("the owner creates a warehouse API key shown once, a script uses it, and revoking it shuts the script out", async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page);
  await openMenu(page, "Klucze API");
  await expect(page.getByRole("heading", { name: "Nowy klucz" })).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel("Nazwa (do czego służy)").fill("Stany z magazynu");
  await page.getByRole("button", { name: "Utwórz klucz" }).click();
  const shown = page.getByTestId("new-api-key");
  await expect(shown).toHaveText(/^stk_[A-Za-z0-9]{40}$/);
  const key = (await shown.textContent()) ?? "";
  await page.getByRole("button", { name: "Kopiuj klucz" }).click();
  await expect(page.getByRole("button", { name: "Skopiowano" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  const row = page.getByRole("row", { name: /Stany z magazynu/ });
  await expect(row).toContainText("Magazyn");
  await expectAxeClean(page);
  await screenshot(page, "api-keys-desktop");

  const asScript = () =>
    request.get(`${ADMIN_API_ORIGIN}/api/admin/products?q=${SKU}`, {
      headers: { authorization: `Bearer ${key}` },
    });
  expect((await asScript()).status()).toBe(200);

  await row.getByRole("button", { name: "Unieważnij" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Unieważnij" }).click();
  await expect(row).toContainText("unieważniony");
  expect((await asScript()).status()).toBe(401);
  // a page opened afresh shows the list without the key: it is never shown again
  await page.reload();
  await expect(page.getByTestId("new-api-key")).toHaveCount(0);
  await expect(page.getByRole("row", { name: /Stany z magazynu/ })).toContainText("unieważniony");
});
