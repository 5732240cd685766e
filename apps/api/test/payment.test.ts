import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redactUrl } from "../src/server.js";
import {
  call,
  orderBody,
  orderKey,
  type Picks,
  pickProducts,
  registerAndLogin,
  startShop,
} from "./shopHarness.js";
import { FORWARDING_ENV, type Json, type RunningServer, TEST_FORWARDING_KEY } from "./startServer.js";

let api: RunningServer;
let picks: Picks;
beforeAll(async () => {
  api = await startShop({
    ...FORWARDING_ENV,
    STOREFRONT_URL: "https://sklep.example",
    API_PUBLIC_URL: "https://api.sklep.example",
  });
  picks = await pickProducts(api);
}, 60_000);
afterAll(() => api.stop());

let ipCounter = 1;
const ip = () => ({ "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": `198.20.0.${ipCounter++}` });

async function placeOnline(extra: Record<string, unknown> = {}, token?: string): Promise<Json> {
  const key = orderKey();
  const res = await call(api, "POST", "/api/order", {
    body: orderBody(key, [{ sku: picks.simple.sku, qty: 1 }], { payment: "online", ...extra }),
    ...(token ? { token } : {}),
    headers: { "idempotency-key": key, ...ip() },
  });
  expect(res.status).toBe(200);
  return { ...res.body.result, key };
}

const view = async (placed: Json) => {
  const res = await call(
    api,
    "GET",
    `/api/ext/order/${placed.orderNumber}?secret=${encodeURIComponent(placed.order_secret)}`,
  );
  expect(res.status).toBe(200);
  return res.body.result;
};

/** The gateway page's path on this test server (the public origin in the URL is the configured one). */
const pagePath = (redirectUrl: string): string => {
  const url = new URL(redirectUrl);
  expect(url.origin).toBe("https://api.sklep.example");
  expect(url.pathname).toMatch(/^\/api\/ext\/platnosc\/[A-Za-z0-9]{32}$/);
  return url.pathname;
};

/** Presses a button of the hosted page as a browser does (an empty form post). */
const press = (path: string, action: "zaplac" | "anuluj") =>
  api.request(`${path}/${action}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "",
    redirect: "manual",
  });

describe("online payment through the stand-in gateway (issue 12)", () => {
  it("offers the online method and places the order waiting for payment, with the gateway's address", async () => {
    const placed = await placeOnline();
    expect(placed.status).toBe("awaiting_payment");
    expect(placed.payment.method).toBe("online");
    pagePath(placed.payment.redirect_url);
    const order = await view(placed);
    expect(order.status).toBe("awaiting_payment");
    expect(order.state).toBe("awaiting_payment");
    expect(order.payment).toMatchObject({
      method: "online",
      title: "Płatność online (karta, szybki przelew)",
      status: "awaiting",
    });
    expect(order.bank_transfer).toBeNull();
  });

  it("shows a hosted page in Polish with the amount and the order number, and pays: the order is paid", async () => {
    const placed = await placeOnline();
    const path = pagePath(placed.payment.redirect_url);
    const page = await api.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('lang="pl"');
    expect(html).toContain(placed.orderNumber);
    const amount = new Intl.NumberFormat("pl-PL", { minimumFractionDigits: 2 })
      .format(placed.grand_total)
      .replace(/\s/g, "");
    expect(html.replace(/\s|&nbsp;/g, "")).toContain(`Zapłać${amount}zł`);
    expect(html).toContain("Anuluj");

    const paid = await press(path, "zaplac");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(
      `https://sklep.example/zamowienie/${placed.orderNumber}/${encodeURIComponent(placed.order_secret)}`,
    );
    const order = await view(placed);
    expect(order.status).toBe("paid");
    expect(order.payment.status).toBe("paid");
    expect(order.payment.paid_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    // an ended session's page says so, and cannot be paid or cancelled again
    expect(await (await api.request(path)).text()).toContain("została już opłacona");
    const again = await press(path, "anuluj");
    expect(again.status).toBe(200);
    expect((await view(placed)).payment.status).toBe("paid");
    // a paid order starts no new payment
    const more = await call(api, "POST", `/api/ext/order/${placed.orderNumber}/payment`, {
      body: { secret: placed.order_secret },
    });
    expect(more.status).toBe(400);
    expect(more.body.result.issues[0].code).toBe("conflict");
  });

  it("mails the shopper once the gateway reports the payment (issue 32); a cancelled payment mails nothing", async () => {
    const mailsOf = (number: string, kind: string): Json[] => {
      const dir = join(api.dataDir, "outbox");
      return readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")))
        .filter((m) => m.kind === kind && m.data?.order_number === number);
    };
    const placed = await placeOnline();
    expect(mailsOf(placed.orderNumber, "order_paid")).toEqual([]);
    const paid = await press(pagePath(placed.payment.redirect_url), "zaplac");
    expect(paid.status).toBe(303);
    await view(placed);
    const mails = mailsOf(placed.orderNumber, "order_paid");
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe("gosc@example.pl");
    expect(mails[0].subject).toBe(`Płatność za zamówienie ${placed.orderNumber} przyjęta`);
    const amount = new Intl.NumberFormat("pl-PL", { minimumFractionDigits: 2 })
      .format(placed.grand_total)
      .replace(/\s/g, " ");
    expect(mails[0].text.replace(/\s/g, " ")).toContain(
      `Dziękujemy! Płatność ${amount} zł za zamówienie ${placed.orderNumber} przyjęliśmy`,
    );
    // the method named as the checkout and the order name it: the shop's method title (s21)
    expect(mails[0].text).toContain("Metoda płatności: Płatność online (karta, szybki przelew).");
    expect(mails[0].text).not.toContain("Twój przelew");
    // the shopper's return reads the order again: still one mail
    await view(placed);
    expect(mailsOf(placed.orderNumber, "order_paid")).toHaveLength(1);

    const cancelled = await placeOnline();
    await press(pagePath(cancelled.payment.redirect_url), "anuluj");
    await view(cancelled);
    expect(mailsOf(cancelled.orderNumber, "order_paid")).toEqual([]);
  });

  it("cancel leaves the order unpaid; paying again opens a new session, the old one is dead", async () => {
    const placed = await placeOnline();
    const first = pagePath(placed.payment.redirect_url);
    const cancelled = await press(first, "anuluj");
    expect(cancelled.status).toBe(303);
    let order = await view(placed);
    expect(order.status).toBe("awaiting_payment");
    expect(order.payment.status).toBe("canceled");
    // the cancelled session cannot be paid afterwards
    const late = await press(first, "zaplac");
    expect(late.status).toBe(200);
    expect((await view(placed)).payment.status).toBe("canceled");

    const retry = await call(api, "POST", `/api/ext/order/${placed.orderNumber}/payment`, {
      body: { secret: placed.order_secret },
    });
    expect(retry.status).toBe(200);
    const second = pagePath(retry.body.result.redirect_url);
    expect(second).not.toBe(first);
    expect((await view(placed)).payment.status).toBe("awaiting");
    expect((await press(second, "zaplac")).status).toBe(303);
    order = await view(placed);
    expect(order.status).toBe("paid");
    expect(order.payment.status).toBe("paid");
  });

  it("a new attempt abandons the previous session: its page can no longer pay", async () => {
    const placed = await placeOnline();
    const first = pagePath(placed.payment.redirect_url);
    const retry = await call(api, "POST", `/api/ext/order/${placed.orderNumber}/payment`, {
      body: { secret: placed.order_secret },
    });
    expect(retry.status).toBe(200);
    expect((await press(first, "zaplac")).status).toBe(200);
    expect((await view(placed)).status).toBe("awaiting_payment");
  });

  it("a forged return cannot mark an order paid", async () => {
    const placed = await placeOnline();
    // the return's query is not read: a status in it is refused as an unknown key, nothing changes
    const forged = await call(
      api,
      "GET",
      `/api/ext/order/${placed.orderNumber}?secret=${encodeURIComponent(placed.order_secret)}&status=paid`,
    );
    expect(forged.status).toBe(400);
    // a made-up session address is unknown to the gateway
    const guessed = await press("/api/ext/platnosc/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "zaplac");
    expect(guessed.status).toBe(404);
    // paying another order's session pays that order only
    const other = await placeOnline();
    expect((await press(pagePath(other.payment.redirect_url), "zaplac")).status).toBe(303);
    expect((await view(other)).payment.status).toBe("paid");
    const order = await view(placed);
    expect(order.status).toBe("awaiting_payment");
    expect(order.payment.status).toBe("awaiting");
    // a payment can be started only by whoever may see the order
    const stranger = await call(api, "POST", `/api/ext/order/${placed.orderNumber}/payment`, {
      body: { secret: other.order_secret },
    });
    expect(stranger.status).toBe(404);
    // a form body is accepted on the hosted page only
    const elsewhere = await api.request("/api/order", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(elsewhere.status).toBe(415);
  });

  it("only online orders can be paid online; a customer pays again with the token", async () => {
    const key = orderKey();
    const transfer = await call(api, "POST", "/api/order", {
      body: orderBody(key, [{ sku: picks.simple.sku, qty: 1 }]),
      headers: { "idempotency-key": key, ...ip() },
    });
    expect(transfer.body.result.payment.redirect_url).toBeUndefined();
    const refused = await call(api, "POST", `/api/ext/order/${transfer.body.result.orderNumber}/payment`, {
      body: { secret: transfer.body.result.order_secret },
    });
    expect(refused.status).toBe(400);

    const anna = await registerAndLogin(api, { headers: ip() });
    const placed = await placeOnline({ email: anna.email }, anna.token);
    const retry = await call(api, "POST", `/api/ext/order/${placed.orderNumber}/payment`, {
      body: {},
      token: anna.token,
    });
    expect(retry.status).toBe(200);
    const back = await press(pagePath(retry.body.result.redirect_url), "zaplac");
    // without the secret the return leads to the order page the customer opens with the account
    expect(back.headers.get("location")).toBe(`https://sklep.example/zamowienie/${placed.orderNumber}`);
    const history = await call(api, "GET", "/api/user/order-history?pageSize=20&currentPage=1", {
      token: anna.token,
    });
    const mine = (history.body.result.items as Json[]).find((o) => o.increment_id === placed.orderNumber);
    expect(mine.status).toBe("paid");
  });

  it("a retried order gets the same gateway address (the idempotent answer holds it)", async () => {
    const key = orderKey();
    const body = orderBody(key, [{ sku: picks.simple.sku, qty: 1 }], { payment: "online" });
    const headers = { "idempotency-key": key, ...ip() };
    const first = await call(api, "POST", "/api/order", { body, headers });
    const second = await call(api, "POST", "/api/order", { body, headers });
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body.result.payment.redirect_url).toBe(first.body.result.payment.redirect_url);
  });

  it("keeps the hosted page's key out of the request log", () => {
    expect(redactUrl("/api/ext/platnosc/aZ3aZ3aZ3aZ3aZ3aZ3aZ3aZ3aZ3aZ3aZ/zaplac")).toBe(
      "/api/ext/platnosc/[REDACTED]/zaplac",
    );
  });
});
