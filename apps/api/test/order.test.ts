import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { txDb } from "../src/db/transactionSchema.js";
import {
  ADDRESS,
  call,
  orderBody,
  orderKey,
  orderCount as ordersOf,
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
/** Orders are limited to 10 per IP per 10 min; each test speaks from its own address. */
const ip = () => ({ "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": `198.18.0.${ipCounter++}` });
const gr = (x: number) => Math.round(x * 100);

const place = (
  body: Json,
  options: { token?: string; headers?: Record<string, string>; key?: string | null } = {},
) => {
  const key = options.key === undefined ? body.order_id : options.key;
  return call(api, "POST", "/api/order", {
    body,
    ...(options.token ? { token: options.token } : {}),
    headers: { ...(key ? { "idempotency-key": key } : {}), ...(options.headers ?? ip()) },
  });
};

const ordersIn = async (uuid: string): Promise<number> =>
  (
    await txDb(api.app.context.database.db)
      .selectFrom("sales_order")
      .where("order_uuid", "=", uuid)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
  ).n;
const orderCount = (): Promise<number> => ordersOf(api);
const stockOf = async (sku: string): Promise<number> =>
  (await api.get(`/api/stock/check?sku=${encodeURIComponent(sku)}`)).body.result.qty;

describe("POST /api/order (§6.1)", () => {
  it("places a guest order and answers the §6.1 confirmation", async () => {
    const key = orderKey();
    const res = await place(orderBody(key, [{ sku: picks.simple.sku, qty: 1 }]));
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      status: "placed",
      currency: "PLN",
      grand_total: (gr(picks.simple.price) + 500) / 100,
      payment: { method: "banktransfer" },
    });
    expect(res.body.result.orderNumber).toBe(String(res.body.result.backendOrderId).padStart(9, "0"));
    expect(res.body.result.order_uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(res.body.result.order_secret).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(res.body.result.transferedAt).toMatch(/Z$/);
    expect(res.headers.get("idempotent-replayed")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");
    // 7. the confirmation mail carries the review link with the order secret
    const dir = join(api.dataDir, "outbox");
    const mails = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")))
      .filter((m) => m.kind === "order_confirmation" && m.data.order_uuid === res.body.result.order_uuid);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe("gosc@example.pl");
    expect(mails[0].text).toContain(
      `/ocen-produkty/${res.body.result.order_uuid}/${res.body.result.order_secret}`,
    );
  });

  it("accepts order bodies up to 1 MB (lines carry full product documents) and answers 413 above", async () => {
    const fat = { sku: picks.virtual.sku, qty: 1, description: "x".repeat(200_000) };
    const body = orderBody(orderKey(), [fat]);
    delete body.addressInformation.shippingAddress;
    expect((await place(body)).status).toBe(200);
    const huge = orderBody(orderKey(), [{ ...fat, description: "x".repeat(1_100_000) }]);
    const res = await place(huge);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(413);
  });

  it("ignores every client price, total and signature (S4)", async () => {
    const key = orderKey();
    const tampered = {
      sku: picks.configurable.childSku,
      qty: 2,
      price: 0.01,
      price_incl_tax: 0.01,
      final_price: 0.01,
      totals: { row_total_incl_tax: 0.02 },
      sgn: "forged",
      name: "Cokolwiek",
    };
    const res = await place(orderBody(key, [tampered]));
    expect(res.status).toBe(200);
    expect(res.body.result.grand_total).toBe((2 * gr(picks.configurable.price) + 500) / 100);
  });

  it("decrements stock in the same transaction and refuses more than is left", async () => {
    const before = await stockOf(picks.configurable.childSku);
    const ok = await place(orderBody(orderKey(), [{ sku: picks.configurable.childSku, qty: 1 }]));
    expect(ok.status).toBe(200);
    expect(await stockOf(picks.configurable.childSku)).toBe(before - 1);
    const res = await place(orderBody(orderKey(), [{ sku: picks.configurable.childSku, qty: before }]));
    expect(res.status).toBe(400);
    expect(res.body.result.issues[0]).toMatchObject({
      path: "products.0",
      code: "qty_unavailable",
      max_qty: before - 1,
    });
    const out = await place(orderBody(orderKey(), [{ sku: picks.outOfStock, qty: 1 }]));
    expect(out.body.result.issues[0]).toMatchObject({ path: "products.0", code: "out_of_stock" });
    expect(out.body.result.message).toBe("Niektóre zamówione produkty są niedostępne.");
  });

  it("answers price_changed with the server totals when the expected total is lower", async () => {
    const res = await place(
      orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], { expected_grand_total: 1 }),
    );
    expect(res.status).toBe(400);
    expect(res.body.result.issues[0]).toMatchObject({ path: "expected_grand_total", code: "price_changed" });
    expect(res.body.result.totals.grand_total).toBe((gr(picks.simple.price) + 500) / 100);
    const same = await place(
      orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], { expected_grand_total: 100_000 }),
    );
    expect(same.status).toBe(200);
  });

  it("checks methods and countries against RB's own tables", async () => {
    const virtualCod = orderBody(orderKey(), [{ sku: picks.virtual.sku, qty: 1 }], {
      payment: "cashondelivery",
    });
    delete virtualCod.addressInformation.shippingAddress;
    const cod = await place(virtualCod);
    expect(cod.body.result.issues[0]).toMatchObject({
      path: "addressInformation.payment_method_code",
      code: "method_unavailable",
    });
    const foreign = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]);
    foreign.addressInformation.shippingAddress = { ...ADDRESS, country_id: "DE", postcode: "10115" };
    expect((await place(foreign)).body.result.issues[0]).toMatchObject({ code: "country_not_allowed" });
    const unknownMethod = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]);
    unknownMethod.addressInformation.shipping_method_code = "teleport";
    expect((await place(unknownMethod)).body.result.issues[0].code).toBe("method_unavailable");
    const badPhone = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]);
    badPhone.addressInformation.shippingAddress.telephone = "12";
    expect((await place(badPhone)).body.result.issues[0]).toMatchObject({
      path: "addressInformation.shippingAddress.telephone",
      code: "invalid_format",
    });
  });

  it("places a store pickup whose optional phone is left empty (issue 12; a courier needs one, issue 32)", async () => {
    const pickup = (body: Json) => {
      body.addressInformation.shipping_carrier_code = "pickup";
      body.addressInformation.shipping_method_code = "store";
      return body;
    };
    const noPhone = pickup(orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]));
    delete noPhone.addressInformation.shippingAddress.telephone;
    expect((await place(noPhone)).status).toBe(200);
    const blankPhone = pickup(orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]));
    blankPhone.addressInformation.shippingAddress.telephone = "";
    blankPhone.addressInformation.billingAddress.telephone = "";
    expect((await place(blankPhone)).status).toBe(200);
  });

  it("places a virtual order without a shipping address, and a BLIK order as paid (issue 25 lifecycle)", async () => {
    const virtual = orderBody(orderKey(), [{ sku: picks.virtual.sku, qty: 1 }]);
    delete virtual.addressInformation.shippingAddress;
    delete virtual.addressInformation.shipping_carrier_code;
    delete virtual.addressInformation.shipping_method_code;
    const res = await place(virtual);
    expect(res.status).toBe(200);
    expect(res.body.result.grand_total).toBe(picks.virtual.price);
    const blik = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], { payment: "blik" });
    const noCode = await place(blik);
    expect(noCode.body.result.issues[0]).toMatchObject({
      path: "addressInformation.payment_method_additional",
      code: "invalid_format",
    });
    const withCode = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], { payment: "blik" });
    withCode.addressInformation.payment_method_additional = { blik_code: "123456" };
    const paid = await place(withCode);
    // issue 31: the code goes to the gateway; the order waits for the bank app's confirmation
    expect(paid.body.result.status).toBe("awaiting_payment");
    const row = await txDb(api.app.context.database.db)
      .selectFrom("sales_order")
      .select("body")
      .where("increment_id", "=", paid.body.result.orderNumber)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.body).payment).toMatchObject({ method: "blik", status: "awaiting" });
  });

  it("requires an e-mail from guests and rejects unknown top-level keys and bad stores", async () => {
    const noEmail = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]);
    delete noEmail.addressInformation.billingAddress.email;
    expect((await place(noEmail)).body.result.issues[0]).toMatchObject({
      path: "addressInformation.billingAddress.email",
      code: "required",
    });
    const extra = { ...orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]), grand_total: 0.01 };
    expect((await place(extra)).body.result.issues[0]).toMatchObject({
      path: "grand_total",
      code: "unknown_key",
    });
    const store = { ...orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]), store_code: "de" };
    expect((await place(store)).body.result.issues[0]).toMatchObject({
      path: "store_code",
      code: "invalid_enum",
    });
    const empty = orderBody(orderKey(), []);
    expect((await place(empty)).body.result.issues[0]).toMatchObject({ path: "products", code: "too_small" });
  });

  it("takes the customer from the token, never from user_id (S2), and closes the cart", async () => {
    const owner = await registerAndLogin(api, { headers: ip() });
    const intruder = await registerAndLogin(api, { headers: ip() });
    const cartId = (await call(api, "POST", "/api/cart/create", { token: owner.token })).body.result;
    await call(api, "POST", `/api/cart/update?cartId=${cartId}`, {
      token: owner.token,
      body: { cartItem: { sku: picks.simple.sku, qty: 1 } },
    });
    await call(api, "POST", `/api/cart/apply-coupon?cartId=${cartId}&coupon=LATO10`, { token: owner.token });
    const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], {
      cart_id: String(cartId),
      user_id: String(intruder.customer.id),
    });
    delete body.addressInformation.billingAddress.email;
    const res = await place(body, { token: owner.token });
    expect(res.status).toBe(200);
    const gross = gr(picks.simple.price);
    const discount = Math.floor((2 * gross * 1000 + 10000) / 20000);
    expect(res.body.result.grand_total).toBe((gross - discount + 500) / 100);
    const history = await call(api, "GET", "/api/user/order-history", { token: owner.token });
    expect(history.body.result.items[0]).toMatchObject({
      increment_id: res.body.result.orderNumber,
      customer_email: owner.email,
      coupon_code: "LATO10",
    });
    expect(
      (await call(api, "GET", "/api/user/order-history", { token: intruder.token })).body.result.total_count,
    ).toBe(0);
    // the ordered cart is closed; the next create gives a new one
    expect((await call(api, "GET", `/api/cart/pull?cartId=${cartId}`, { token: owner.token })).status).toBe(
      404,
    );
    expect((await call(api, "POST", "/api/cart/create", { token: owner.token })).body.result).not.toBe(
      cartId,
    );
  });

  it("pages the order history newest first (§4.8)", async () => {
    const user = await registerAndLogin(api, { headers: ip() });
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const body = orderBody(orderKey(), [{ sku: picks.virtual.sku, qty: 1 }]);
      delete body.addressInformation.shippingAddress;
      numbers.push((await place(body, { token: user.token })).body.result.orderNumber);
    }
    const first = await call(api, "GET", "/api/user/order-history?pageSize=2&currentPage=1", {
      token: user.token,
    });
    expect(first.body.result.items.map((o: Json) => o.increment_id)).toEqual([numbers[2], numbers[1]]);
    expect(first.body.result.total_count).toBe(3);
    expect(first.body.result.search_criteria).toEqual({ page_size: 2, current_page: 1 });
    const second = await call(api, "GET", "/api/user/order-history?pageSize=2&currentPage=2", {
      token: user.token,
    });
    expect(second.body.result.items.map((o: Json) => o.increment_id)).toEqual([numbers[0]]);
    expect(second.body.result.items[0]).toMatchObject({
      status: "placed",
      order_currency_code: "PLN",
      payment: { method: "banktransfer", title: "Przelew bankowy" },
    });
    expect(second.body.result.items[0].items[0]).toMatchObject({
      sku: picks.virtual.sku,
      qty_ordered: 1,
      can_review: true,
    });
    const defaults = await call(api, "GET", "/api/user/order-history", { token: user.token });
    expect(defaults.body.result.search_criteria).toEqual({ page_size: 20, current_page: 1 });
    expect(
      (await call(api, "GET", "/api/user/order-history?pageSize=101", { token: user.token })).body.result
        .issues[0],
    ).toMatchObject({ path: "query.pageSize", code: "too_big" });
    expect((await call(api, "GET", "/api/user/order-history")).status).toBe(401);
  });

  it("answers 401 for an invalid token instead of placing a guest order", async () => {
    expect(
      (await place(orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]), { token: "bad.token" }))
        .status,
    ).toBe(401);
  });
});

describe("idempotency (§6.2, S5)", () => {
  it("requires a key in the header or order_id, in the §6.1 format", async () => {
    const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]);
    delete body.order_id;
    const missing = await place(body, { key: null });
    expect(missing.body.result.issues[0]).toMatchObject({
      path: "header.idempotency-key",
      code: "idempotency_key_required",
    });
    const short = await place(orderBody("short", [{ sku: picks.simple.sku, qty: 1 }]), { key: null });
    expect(short.body.result.issues[0]).toMatchObject({ path: "order_id", code: "invalid_format" });
    const fromBody = await place(orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]), { key: null });
    expect(fromBody.status).toBe(200);
  });

  it("replays a retried order with the same answer and stores it once", async () => {
    const key = orderKey();
    const body = orderBody(key, [{ sku: picks.simple.sku, qty: 1 }]);
    const first = await place(body);
    const again = await place({ ...body, transmited: true, created_at: "later" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await ordersIn(first.body.result.order_uuid)).toBe(1);
  });

  it("replays a stored 400 too", async () => {
    const body = orderBody(orderKey(), [{ sku: picks.outOfStock, qty: 1 }]);
    const first = await place(body);
    const again = await place(body);
    expect(first.status).toBe(400);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
  });

  it("answers idempotency_key_reused for the same key with a different order", async () => {
    const key = orderKey();
    await place(orderBody(key, [{ sku: picks.simple.sku, qty: 1 }]));
    const other = await place(orderBody(key, [{ sku: picks.simple.sku, qty: 2 }]));
    expect(other.status).toBe(400);
    expect(other.body.result.issues[0].code).toBe("idempotency_key_reused");
  });

  it("scopes keys to the caller: a customer never gets a guest's stored answer", async () => {
    const key = orderKey();
    const guest = await place(orderBody(key, [{ sku: picks.simple.sku, qty: 1 }]));
    const user = await registerAndLogin(api, { headers: ip() });
    const mine = await place(orderBody(key, [{ sku: picks.simple.sku, qty: 1 }]), { token: user.token });
    expect(mine.status).toBe(200);
    expect(mine.body.result.order_uuid).not.toBe(guest.body.result.order_uuid);
  });

  it("stores the same order sent 3 times concurrently exactly once", async () => {
    // 3: the most orders one client may have in flight (the order gate's per-client share, issue 31); more
    // at once from one address are shed with 429 + Retry-After, and their retry gets the stored answer
    const before = await orderCount();
    const key = orderKey();
    const body = orderBody(key, [{ sku: picks.virtual.sku, qty: 1 }]);
    const headers = ip();
    const answers = await Promise.all(Array.from({ length: 3 }, () => place(body, { headers })));
    expect(answers.map((a) => a.status)).toEqual(Array(3).fill(200));
    expect(new Set(answers.map((a) => a.body.result.order_uuid)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "true")).toHaveLength(2);
    expect(await orderCount()).toBe(before + 1);
  });

  it("limits orders to 100 per IP per 10 minutes (a carrier-grade NAT address), not counting replays", async () => {
    const headers = ip();
    const body = orderBody(orderKey(), [{ sku: picks.virtual.sku, qty: 1 }]);
    delete body.addressInformation.shippingAddress;
    const statuses = [];
    for (let i = 0; i < 101; i++)
      statuses.push((await place({ ...body, order_id: orderKey() }, { key: null, headers })).status);
    expect(statuses.slice(0, 100).every((s) => s === 200)).toBe(true);
    expect(statuses[100]).toBe(429);
    const replay = await place(body, { key: null, headers });
    expect(replay.status).toBe(429);
  });
});

describe("stock under concurrency (§6.1 step 6)", () => {
  it("never sells more than is in stock when orders for the last units race", async () => {
    const stock = await stockOf(picks.configurable.childSku);
    expect(stock).toBeGreaterThan(0);
    const answers = await Promise.all(
      Array.from({ length: stock + 4 }, () =>
        place(orderBody(orderKey(), [{ sku: picks.configurable.childSku, qty: 1 }])),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 400);
    expect(ok).toHaveLength(stock);
    expect(refused).toHaveLength(4);
    for (const r of refused)
      expect(["out_of_stock", "qty_unavailable"]).toContain(r.body.result.issues[0].code);
    expect(await stockOf(picks.configurable.childSku)).toBe(0);
    const check = (await api.get(`/api/stock/check?sku=${picks.configurable.childSku}`)).body.result;
    expect(check.is_in_stock).toBe(false);
  });
});

describe("in-flight duplicates (§6.2)", () => {
  it("answers 409 order_in_progress after waiting 5 s, then replays once the first finishes", async () => {
    // The first order holds its key for 9 s; the second is sent 1.5 s later (time enough for the first to
    // register even on a loaded machine), waits 5 s and gives up while the first still runs.
    const slow = await startShop({ ...FORWARDING_ENV }, { ORDER_TEST_DELAY_MS: "9000" });
    try {
      const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]);
      const send = () =>
        call(slow, "POST", "/api/order", { body, headers: { "idempotency-key": body.order_id } });
      const first = send();
      await new Promise((r) => setTimeout(r, 1500));
      const started = Date.now();
      const second = await send();
      expect(second.status).toBe(409);
      expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
      expect(second.body.result.issues[0].code).toBe("order_in_progress");
      const done = await first;
      expect(done.status).toBe(200);
      const third = await send();
      expect(third.body).toEqual(done.body);
    } finally {
      process.env.ORDER_TEST_DELAY_MS = "0";
      await slow.stop();
    }
  }, 30_000);
});
