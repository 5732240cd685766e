import { transferPaymentDeadline } from "@outlet/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  api = await startShop({ ...FORWARDING_ENV });
  picks = await pickProducts(api);
}, 60_000);
afterAll(() => api.stop());

let ipCounter = 1;
const ip = () => ({ "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": `198.19.0.${ipCounter++}` });

async function place(extra: Record<string, unknown> = {}, token?: string): Promise<Json> {
  const key = orderKey();
  const res = await call(api, "POST", "/api/order", {
    body: orderBody(key, [{ sku: picks.simple.sku, qty: 2 }], extra),
    ...(token ? { token } : {}),
    headers: { "idempotency-key": key, ...ip() },
  });
  expect(res.status).toBe(200);
  return res.body.result;
}

const view = (number: string, options: { secret?: string; token?: string } = {}) =>
  call(
    api,
    "GET",
    `/api/ext/order/${number}${options.secret === undefined ? "" : `?secret=${encodeURIComponent(options.secret)}`}`,
    options.token ? { token: options.token } : {},
  );

describe("GET /api/ext/order/{orderNumber} (the order page)", () => {
  it("shows a guest their order through the secret: items, addresses, methods, totals, transfer details", async () => {
    const placed = await place();
    const res = await view(placed.orderNumber, { secret: placed.order_secret });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const order = res.body.result;
    expect(order.increment_id).toBe(placed.orderNumber);
    expect(order.grand_total).toBe(placed.grand_total);
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ sku: picks.simple.sku, qty_ordered: 2 });
    expect(order.billing_address).toMatchObject({
      firstname: "Anna",
      city: "Gdańsk",
      email: "gosc@example.pl",
    });
    expect(order.extension_attributes.shipping_assignments[0].shipping.address.postcode).toBe("80-827");
    expect(order.payment).toEqual({ method: "banktransfer", title: "Przelew bankowy" });
    // one name, as the checkout offered it (s21), not "Kurier - Dostawa kurierem"
    expect(order.shipping_description).toBe("Dostawa kurierem");
    expect(order.bank_transfer).toEqual({
      account_number: "PL61 1090 1014 0000 0712 1981 2874",
      recipient: "Outlet sp. z o.o., ul. Długa 5, 80-827 Gdańsk",
      title: `Zamówienie ${placed.orderNumber}`,
      amount: placed.grand_total,
      // s23: 7 days from today (Warsaw) by default
      pay_by: transferPaymentDeadline(Date.now(), 7).lastDay,
    });
    // the secret never comes back
    expect(JSON.stringify(order)).not.toContain(placed.order_secret);
  });

  it("has no transfer details for cash on delivery", async () => {
    const placed = await place({ payment: "cashondelivery" });
    const res = await view(placed.orderNumber, { secret: placed.order_secret });
    expect(res.status).toBe(200);
    expect(res.body.result.bank_transfer).toBeNull();
    expect(res.body.result.payment.method).toBe("cashondelivery");
  });

  it("answers 404 for a wrong secret, no secret, another order's secret and an unknown number", async () => {
    const a = await place();
    const b = await place();
    // one character changed (never the same character: the secret may already end in "x")
    const last = a.order_secret.slice(-1) === "x" ? "y" : "x";
    const wrong = await view(a.orderNumber, { secret: `${a.order_secret.slice(0, -1)}${last}` });
    expect(wrong.status).toBe(404);
    expect(wrong.body.result.message).toBe("Nie znaleziono zamówienia.");
    expect((await view(a.orderNumber)).status).toBe(404);
    expect((await view(a.orderNumber, { secret: b.order_secret })).status).toBe(404);
    expect((await view("999999999", { secret: a.order_secret })).status).toBe(404);
    expect((await view("abc", { secret: a.order_secret })).status).toBe(400);
  });

  it("shows a customer their own order by token and another customer's order as 404", async () => {
    const anna = await registerAndLogin(api, { headers: ip() });
    const piotr = await registerAndLogin(api, { headers: ip() });
    const placed = await place({ email: anna.email }, anna.token);
    const own = await view(placed.orderNumber, { token: anna.token });
    expect(own.status).toBe(200);
    expect(own.body.result.customer_email).toBe(anna.email);
    const other = await view(placed.orderNumber, { token: piotr.token });
    expect(other.status).toBe(404);
    // a guest order is not the customer's either
    const guest = await place();
    expect((await view(guest.orderNumber, { token: anna.token })).status).toBe(404);
  });

  it("refuses unknown query keys", async () => {
    const placed = await place();
    const res = await call(
      api,
      "GET",
      `/api/ext/order/${placed.orderNumber}?secret=${placed.order_secret}&x=1`,
    );
    expect(res.status).toBe(400);
  });
});
