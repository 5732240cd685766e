import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADDRESS,
  call,
  orderBody,
  orderKey,
  type Picks,
  pickProducts,
  registerAndLogin,
  startShop,
} from "../test/shopHarness.js";
import type { Json, RunningServer } from "../test/startServer.js";
import { report } from "./abuseHarness.js";

// The cross-account matrix: a second customer, a guest and a forged token try every way to read or change
// the first customer's cart, guest cart, orders, profile, addresses, wishlist and order pages. A success is
// any answer that shows her data, or any change to it afterwards.
let api: RunningServer;
let picks: Picks;
let alice: Awaited<ReturnType<typeof registerAndLogin>>;
let bob: Awaited<ReturnType<typeof registerAndLogin>>;
let aliceCart = "";
let aliceGuestCart = "";
let aliceOrder: Json;
let aliceGuestOrder: Json;
let aliceAddressId = 0;
let aliceOrderKey = "";

beforeAll(async () => {
  api = await startShop({ RATE_LIMITS: "off" });
  picks = await pickProducts(api);
  alice = await registerAndLogin(api);
  bob = await registerAndLogin(api);
  aliceCart = String((await call(api, "POST", "/api/cart/create", { token: alice.token })).body.result);
  await call(api, "POST", `/api/cart/update?cartId=${aliceCart}`, {
    token: alice.token,
    body: { cartItem: { sku: picks.simple.sku, qty: 1 } },
  });
  aliceGuestCart = String((await call(api, "POST", "/api/cart/create")).body.result);
  await call(api, "POST", `/api/cart/update?cartId=${aliceGuestCart}`, {
    body: { cartItem: { sku: picks.simple.sku, qty: 2 } },
  });
  const me = await call(api, "POST", "/api/user/me", {
    token: alice.token,
    body: {
      customer: {
        firstname: "Alicja",
        lastname: "Nowak",
        email: alice.email,
        addresses: [{ ...ADDRESS, default_shipping: true }],
      },
    },
  });
  aliceAddressId = me.body.result.addresses[0].id;
  await call(api, "POST", "/api/ext/user/wishlist", {
    token: alice.token,
    body: { product_id: picks.simple.id },
  });
  const key = orderKey();
  aliceOrderKey = key;
  aliceOrder = (
    await call(api, "POST", "/api/order", {
      token: alice.token,
      body: orderBody(key, [{ sku: picks.virtual.sku, qty: 1 }], { email: alice.email }),
      headers: { "idempotency-key": key },
    })
  ).body.result;
  const guestKey = orderKey();
  aliceGuestOrder = (
    await call(api, "POST", "/api/order", {
      body: orderBody(guestKey, [{ sku: picks.virtual.sku, qty: 1 }], { email: alice.email }),
      headers: { "idempotency-key": guestKey },
    })
  ).body.result;
}, 60_000);
afterAll(() => api.stop());

/** What Alice has, read with her own credentials: any change after the matrix is a success for the attacker. */
const aliceState = async () =>
  JSON.stringify([
    (await call(api, "GET", `/api/cart/pull?cartId=${aliceCart}`, { token: alice.token })).body,
    (await call(api, "GET", `/api/cart/totals?cartId=${aliceCart}`, { token: alice.token })).body,
    (await call(api, "GET", "/api/user/me", { token: alice.token })).body.result.addresses,
    (await call(api, "GET", "/api/ext/user/wishlist", { token: alice.token })).body,
    (await call(api, "GET", "/api/user/order-history", { token: alice.token })).body.result.total_count,
  ]);

describe("abuse: cross-account matrix", () => {
  it("gives nobody else Alice's data or a way to change it", async () => {
    const before = await aliceState();
    const callers: [string, Record<string, string>][] = [
      ["bob", { authorization: `Bearer ${bob.token}` }],
      ["guest", {}],
      ["forged", { authorization: `Bearer ${alice.token.split(".")[0]}.${"A".repeat(43)}` }],
      ["bob in query", {}],
    ];
    const cartCalls: [string, string, Json?][] = [
      ["GET", "/api/cart/pull"],
      ["GET", "/api/cart/totals"],
      ["GET", "/api/cart/payment-methods"],
      ["POST", "/api/cart/update", { cartItem: { sku: picks.simple.sku, qty: 5 } }],
      ["POST", "/api/cart/update", { cartItem: { sku: picks.simple.sku, qty: 3, item_id: 1 } }],
      ["POST", "/api/cart/delete", { cartItem: { item_id: 1 } }],
      ["POST", "/api/cart/shipping-methods", { address: { country_id: "PL" } }],
      [
        "POST",
        "/api/cart/shipping-information",
        { addressInformation: { shippingAddress: { countryId: "PL" } } },
      ],
      ["POST", "/api/cart/collect-totals", {}],
      ["POST", "/api/cart/apply-coupon"],
      ["POST", "/api/cart/delete-coupon"],
    ];
    const secrets = [alice.email, aliceOrder.order_uuid, aliceGuestOrder.order_uuid, aliceOrder.order_secret];
    let attempts = 0;
    const successes: string[] = [];
    const attempt = async (
      label: string,
      method: string,
      path: string,
      headers: Record<string, string>,
      body?: Json,
    ) => {
      attempts += 1;
      const res = await call(api, method, path, { headers, ...(body ? { body } : {}) });
      const text = JSON.stringify(res.body);
      const leaks = secrets.some((s) => typeof s === "string" && s !== "" && text.includes(s));
      const readsCart = res.status === 200 && /cart\/(pull|totals|payment-methods)/.test(path);
      if (leaks || readsCart) successes.push(`${label}: ${method} ${path} → ${res.status}`);
    };
    for (const [who, headers] of callers) {
      const tokenQuery = who === "bob in query" ? `&token=${encodeURIComponent(bob.token)}` : "";
      for (const [method, path, body] of cartCalls) {
        const coupon = path.endsWith("apply-coupon") ? "&coupon=LATO10" : "";
        // Alice's customer cart by its number, and a guessed neighbour
        await attempt(who, method, `${path}?cartId=${aliceCart}${coupon}${tokenQuery}`, headers, body);
        await attempt(
          who,
          method,
          `${path}?cartId=${Number(aliceCart) + 1}${coupon}${tokenQuery}`,
          headers,
          body,
        );
      }
      const query = tokenQuery === "" ? "" : `?${tokenQuery.slice(1)}`;
      for (const path of [
        `/api/user/order-history${query}`,
        `/api/user/me${query}`,
        `/api/ext/user/wishlist${query}`,
        `/api/ext/review/order/${aliceOrder.order_uuid}?secret=${"x".repeat(32)}${tokenQuery}`,
        `/api/ext/review/order/${aliceGuestOrder.order_uuid}${query}`,
        `/api/ext/order/${aliceOrder.orderNumber}${query}`,
        `/api/ext/order/${aliceGuestOrder.orderNumber}?secret=${"y".repeat(32)}${tokenQuery}`,
        `/api/ext/review/mine${query}`,
      ])
        await attempt(who, "GET", path, headers);
      await attempt(who, "DELETE", `/api/ext/user/wishlist/${picks.simple.id}${query}`, headers);
      await attempt(who, "POST", `/api/user/me${query}`, headers, {
        customer: {
          firstname: "Bob",
          lastname: "Obcy",
          email: bob.email,
          addresses: [{ ...ADDRESS, id: aliceAddressId, city: "Przejęte" }],
        },
      });
      // Alice's order key sent by someone else must not return her stored answer (§6.2: keys are scoped)
      await attempt(
        who,
        "POST",
        `/api/order${query}`,
        { ...headers, "idempotency-key": aliceOrderKey },
        orderBody(aliceOrderKey, [{ sku: picks.virtual.sku, qty: 1 }], { email: bob.email }),
      );
    }
    const after = await aliceState();
    if (after !== before) successes.push("Alice's cart, addresses, wishlist or orders changed");
    report("cross-account", { attempts, successes: successes.length });
    expect(successes).toEqual([]);
    expect(attempts).toBeGreaterThan(100);
  });
});
