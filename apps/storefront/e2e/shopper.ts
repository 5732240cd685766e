import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { forwardedAs } from "./forwardingKey";
import { E2E_OWNER } from "./staffOwner";

/** Products of the seeded demo catalogue used by the transaction journeys. */
export const PRODUCTS = {
  /** A simple product, in stock. */
  scarf: { path: "/p/SZA-2892/zolta-chusta-2892", sku: "SZA-2892" },
  /** A configurable product whose yellow XS child is out of stock. */
  dress: { path: "/p/SUK-0933/sukienka-dzianinowa-alicja-933", outOfStockChild: "SUK-0933-ZOL-XS" },
  /** A configurable product, every child in stock (the page preselects KOS-0047-BRA-XS). */
  shirt: { path: "/p/KOS-0047/koszula-w-krate-47" },
} as const;

/** The API origin the journeys run against (playwright.config.ts). */
export const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 18080}`;

let ownerKey: Promise<string> | undefined;

/**
 * Headers for the API's admin routes: an owner's staff API key (`stk_…`), made once per worker the way a
 * script gets one — the owner signs in (e2e/staffOwner.ts) and creates it.
 */
export function adminHeaders(): Promise<{ authorization: string }> {
  ownerKey ??= (async () => {
    const login = await fetch(`${API_ORIGIN}/api/admin/session/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(E2E_OWNER),
    });
    const csrfToken = ((await login.json()) as { result: { csrfToken: string } }).result.csrfToken;
    const cookie =
      login.headers
        .getSetCookie()
        .find((c) => c.startsWith("outlet_staff="))
        ?.split(";")[0] ?? "";
    const created = await fetch(`${API_ORIGIN}/api/admin/api-keys`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "x-csrf-token": csrfToken },
      body: JSON.stringify({ name: "journeys", role: "owner" }),
    });
    expect(created.status).toBe(200);
    return ((await created.json()) as { result: { key: string } }).result.key;
  })();
  return ownerKey.then((key) => ({ authorization: `Bearer ${key}` }));
}

/** Waits until the page is hydrated and the shopper services have loaded the session and the cart. */
export async function shopReady(page: Page): Promise<void> {
  // Generous: the 2-core CI machine runs other builds beside the journeys.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await expect(page.locator("html")).toHaveAttribute("data-shop-ready", "true", { timeout: 20_000 });
}

/** Opens a page and waits for the shopper services. */
export async function open(page: Page, path: string): Promise<void> {
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === "error") problems.push(message.text());
  };
  const onError = (error: Error) => problems.push(error.message);
  page.on("console", onConsole);
  page.on("pageerror", onError);
  try {
    await page.goto(path);
    await shopReady(page);
  } catch (error) {
    throw new Error(`${path} did not become ready: ${problems.join(" | ")}`, { cause: error });
  } finally {
    page.off("console", onConsole);
    page.off("pageerror", onError);
  }
}

/**
 * Reads one entry of the shop's offline storage (IndexedDB `shop`, store `entries`), e.g.
 * `shop/compare/current-compare`: a journey that leaves the page right after a local-only change waits for
 * the write, as a shopper's next click would. `null` while the shop has not opened its storage yet: the
 * reading never creates the database (an empty `shop` made by the reading, before the shop's code had
 * loaded, would have no `entries` store, and the shop's own opening would find no upgrade to run).
 */
export async function storedValue(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (entryKey) =>
      new Promise<unknown>((resolve, reject) => {
        const request = indexedDB.open("shop");
        let created = false;
        request.onupgradeneeded = () => {
          created = true;
          request.transaction?.abort();
        };
        request.onerror = () => (created ? resolve(null) : reject(request.error));
        request.onsuccess = () => {
          if (!request.result.objectStoreNames.contains("entries")) {
            request.result.close();
            resolve(null);
            return;
          }
          const get = request.result.transaction("entries", "readonly").objectStore("entries").get(entryKey);
          get.onerror = () => reject(get.error);
          get.onsuccess = () => {
            request.result.close();
            resolve((get.result as { value?: unknown } | undefined)?.value ?? null);
          };
        };
      }),
    key,
  );
}

/** The microcart count in the header. */
export function cartCount(page: Page) {
  return page.getByTestId("cart-count");
}

/** Adds the product on the current page and waits for the server's confirmation. */
export async function addToCart(page: Page, expectedCount: number): Promise<void> {
  await page.getByTestId("add-to-cart").click();
  await expect(
    page
      .getByText("Produkt został dodany do koszyka!")
      .or(page.getByText("Ilość produktu została zaktualizowana!"))
      .first(),
  ).toBeVisible();
  await expect(cartCount(page)).toHaveText(String(expectedCount));
}

/** A unique e-mail address for one journey. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.pl`;
}

/** The mails the API wrote to its outbox (kind, to, subject, text, data). */
export function outbox(): {
  kind: string;
  to: string;
  subject: string;
  text: string;
  data: Record<string, string>;
}[] {
  const dir = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
  return files.sort().map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")));
}

/** The path of the order page link in the order's confirmation mail to `email` (the guest's secret link). */
export function orderMailLink(email: string): string {
  const mail = outbox().find((m) => m.kind === "order_confirmation" && m.to === email);
  return new URL(mail?.data.order_link ?? "http://x/").pathname;
}

/** Fills the checkout form of a guest with a valid Polish address and accepts the consents. */
export async function fillCheckout(page: Page, email: string): Promise<void> {
  await page.getByLabel("Imię").first().fill("Anna");
  await page.getByLabel("Nazwisko").first().fill("Nowak");
  await page.getByLabel("E-mail").fill(email);
  await page.locator("#shipping-firstName").fill("Anna");
  await page.locator("#shipping-lastName").fill("Nowak");
  await page.locator("#shipping-streetAddress").fill("Długa 5");
  await page.locator("#shipping-apartmentNumber").fill("m. 2");
  await page.locator("#shipping-zipCode").fill("80-827");
  await page.locator("#shipping-city").fill("Gdańsk");
  await page.locator("#shipping-phoneNumber").fill("+48 600 100 200");
  await page.getByLabel("Akceptuję regulamin sklepu").check();
}

/** Reads a price like "144,99 zł" as grosze. */
export function grosze(text: string): number {
  return Math.round(Number(text.replace(/[^\d,]/g, "").replace(",", ".")) * 100);
}

/** A password the API's policy accepts (8+ characters, not common, not the e-mail). */
export const PASSWORD = "Zielony-Kot-2024!x";

let setupAccounts = Math.floor(Math.random() * 250);

/** Creates a customer account straight through the API (the journeys under test log in through the UI). */
export async function createAccount(request: APIRequestContext, email: string): Promise<void> {
  // Setup accounts stand for different shoppers: each comes from its own documentation address (sent with
  // the storefront's forwarding key, which the API believes), so the journeys together stay under the limit of 5
  // registrations an hour per IP (api-contract Appendix A) that the browser's own registrations count on.
  const response = await request.post(`${API_ORIGIN}/api/user/create`, {
    data: { customer: { email, firstname: "Anna", lastname: "Nowak" }, password: PASSWORD },
    headers: forwardedAs(`198.51.100.${1 + (setupAccounts++ % 250)}`),
  });
  expect(response.status()).toBe(200);
}

/** Logs in through the login page and waits for the account page. */
export async function login(page: Page, email: string, password = PASSWORD): Promise<void> {
  await open(page, "/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Hasło").fill(password);
  await page.getByRole("button", { name: "Zaloguj się", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
}

let forwardedFor = Math.floor(Math.random() * 200);

/** Headers that make each API-placed order come from its own documentation address (orders are limited per IP). */
export function freshAddressHeaders(): Record<string, string> {
  return forwardedAs(`203.0.113.${1 + (forwardedFor++ % 250)}`);
}

/** What the API answers for a placed order (`POST /api/order`). */
export interface PlacedOrder {
  readonly orderNumber: string;
  readonly order_secret: string;
  readonly grand_total: number;
}

/**
 * Places an order of scarves for Anna Nowak in Gdańsk by courier straight through the API, as a guest or with a
 * customer's token: the journeys that look at what follows an order start here.
 *
 * @example
 * const { orderNumber, order_secret } = await placeOrderByApi(request, { email, payment: "blik", qty: 2 });
 */
export async function placeOrderByApi(
  request: APIRequestContext,
  options: {
    readonly email: string;
    readonly token?: string | undefined;
    readonly payment?: "banktransfer" | "blik" | "cashondelivery";
    readonly qty?: number;
    readonly extraFields?: Record<string, string>;
    /** Collected in the shop's store in Gdańsk instead of sent by courier. @default false */
    readonly pickup?: boolean;
  },
): Promise<PlacedOrder> {
  const key = `${Date.now()}-${crypto.randomUUID()}`;
  const address = {
    firstname: "Anna",
    lastname: "Nowak",
    street: ["Długa 5", "m. 2"],
    city: "Gdańsk",
    postcode: "80-827",
    country_id: "PL",
    telephone: "+48 600 100 200",
  };
  const response = await request.post(`${API_ORIGIN}/api/order`, {
    data: {
      order_id: key,
      products: [{ sku: PRODUCTS.scarf.sku, qty: options.qty ?? 1 }],
      addressInformation: {
        billingAddress: { ...address, email: options.email },
        shippingAddress: address,
        shipping_carrier_code: options.pickup ? "pickup" : "flatrate",
        shipping_method_code: options.pickup ? "store" : "flatrate",
        payment_method_code: options.payment ?? "banktransfer",
        payment_method_additional: options.payment === "blik" ? { blik_code: "123456" } : {},
        ...(options.extraFields ? { shippingExtraFields: options.extraFields } : {}),
      },
    },
    headers: {
      "idempotency-key": key,
      ...freshAddressHeaders(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).result;
}

/**
 * Takes an order placed through the API to "delivered" as the back office does (the owner's staff key): paid
 * (a BLIK order by the stand-in bank at the first look, any other by the merchant's confirmation), packed,
 * shipped by InPost and delivered.
 */
export async function deliverByBackOffice(
  request: APIRequestContext,
  placed: PlacedOrder,
  payment: "banktransfer" | "blik",
): Promise<void> {
  if (payment === "blik") {
    await request.get(
      `${API_ORIGIN}/api/ext/order/${placed.orderNumber}?secret=${encodeURIComponent(placed.order_secret)}`,
    );
  }
  const headers = await adminHeaders();
  const steps: [string, object][] = [
    ...(payment === "blik" ? [] : [["confirm-payment", {}] as [string, object]]),
    ["pack", {}],
    ["ship", { carrier: "inpost", trackingNumber: "620012345678" }],
    ["deliver", {}],
  ];
  for (const [action, data] of steps) {
    const res = await request.post(`${API_ORIGIN}/api/admin/orders/${placed.orderNumber}/${action}`, {
      data,
      headers,
    });
    expect(res.status(), action).toBe(200);
  }
}
