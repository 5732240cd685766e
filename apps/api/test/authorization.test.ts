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
} from "./shopHarness.js";
import { FORWARDING_ENV, type Json, type RunningServer, TEST_FORWARDING_KEY } from "./startServer.js";

// S3: another customer's cart, order, profile, address and wishlist are answered exactly like a missing one.
let api: RunningServer;
let picks: Picks;
let alice: Awaited<ReturnType<typeof registerAndLogin>>;
let bob: Awaited<ReturnType<typeof registerAndLogin>>;
let aliceCart: number;
let aliceAddressId: number;
let aliceOrder: Json;

beforeAll(async () => {
  api = await startShop({ ...FORWARDING_ENV });
  picks = await pickProducts(api);
  alice = await registerAndLogin(api, {
    headers: { "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": "198.21.0.1" },
  });
  bob = await registerAndLogin(api, {
    headers: { "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": "198.21.0.2" },
  });
  aliceCart = (await call(api, "POST", "/api/cart/create", { token: alice.token })).body.result;
  await call(api, "POST", `/api/cart/update?cartId=${aliceCart}`, {
    token: alice.token,
    body: { cartItem: { sku: picks.simple.sku, qty: 1 } },
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
  aliceOrder = (
    await call(api, "POST", "/api/order", {
      token: alice.token,
      body: orderBody(orderKey(), [{ sku: picks.virtual.sku, qty: 1 }]),
      headers: { "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": "198.21.0.3" },
    })
  ).body.result;
}, 60_000);
afterAll(() => api.stop());

const notFound = {
  code: 404,
  result: {
    message: "Nie znaleziono koszyka. Utwórz nowy koszyk.",
    errorMessage: "Nie znaleziono koszyka. Utwórz nowy koszyk.",
  },
};

describe("another customer's cart → 404, the same as a missing cart", () => {
  const endpoints: [string, string, Json?][] = [
    ["GET", "/api/cart/pull"],
    ["GET", "/api/cart/totals"],
    ["GET", "/api/cart/payment-methods"],
    ["POST", "/api/cart/update", { cartItem: { sku: "SZA-0001", qty: 1 } }],
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
  it.each(endpoints)("%s %s", async (method, path, body) => {
    const suffix = path.endsWith("apply-coupon") ? "&coupon=LATO10" : "";
    const bobs = await call(api, method, `${path}?cartId=${aliceCart}${suffix}`, {
      token: bob.token,
      ...(body ? { body } : {}),
    });
    const missing = await call(api, method, `${path}?cartId=999999${suffix}`, {
      token: bob.token,
      ...(body ? { body } : {}),
    });
    expect(bobs.status).toBe(404);
    expect(bobs.body).toEqual(notFound);
    expect(missing.body).toEqual(bobs.body);
  });

  it("leaves Alice's cart untouched", async () => {
    const pull = await call(api, "GET", `/api/cart/pull?cartId=${aliceCart}`, { token: alice.token });
    expect(pull.body.result.map((l: Json) => [l.sku, l.qty])).toEqual([[picks.simple.sku, 1]]);
  });
});

describe("another customer's order → invisible", () => {
  it("keeps order history per customer", async () => {
    const bobs = await call(api, "GET", "/api/user/order-history", { token: bob.token });
    expect(bobs.body.result).toMatchObject({ items: [], total_count: 0 });
    const alices = await call(api, "GET", "/api/user/order-history", { token: alice.token });
    expect(alices.body.result.items.map((o: Json) => o.order_uuid)).toEqual([aliceOrder.order_uuid]);
  });

  it("answers 404 for the order's review page without its secret", async () => {
    const res = await call(
      api,
      "GET",
      `/api/ext/review/order/${aliceOrder.order_uuid}?secret=${"x".repeat(32)}`,
      { token: bob.token },
    );
    expect(res.status).toBe(404);
  });

  it("never replays Alice's stored order answer to Bob", async () => {
    const key = orderKey();
    const a = await call(api, "POST", "/api/order", {
      token: alice.token,
      body: orderBody(key, [{ sku: picks.virtual.sku, qty: 1 }]),
      headers: { "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": "198.21.0.4" },
    });
    const b = await call(api, "POST", "/api/order", {
      token: bob.token,
      body: orderBody(key, [{ sku: picks.virtual.sku, qty: 1 }]),
      headers: { "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": "198.21.0.5" },
    });
    expect(b.status).toBe(200);
    expect(b.headers.get("idempotent-replayed")).toBeNull();
    expect(b.body.result.order_uuid).not.toBe(a.body.result.order_uuid);
  });
});

describe("another customer's profile and address → 404", () => {
  it("serves every token its own profile only", async () => {
    expect((await call(api, "GET", "/api/user/me", { token: bob.token })).body.result.email).toBe(bob.email);
  });

  it("answers 404 when Bob names Alice's address id, and Alice's address survives", async () => {
    const res = await call(api, "POST", "/api/user/me", {
      token: bob.token,
      body: {
        customer: {
          firstname: "Bob",
          lastname: "Kowalski",
          email: bob.email,
          addresses: [{ ...ADDRESS, id: aliceAddressId, city: "Hakowo" }],
        },
      },
    });
    expect(res.status).toBe(404);
    const missing = await call(api, "POST", "/api/user/me", {
      token: bob.token,
      body: {
        customer: {
          firstname: "Bob",
          lastname: "Kowalski",
          email: bob.email,
          addresses: [{ ...ADDRESS, id: 987654 }],
        },
      },
    });
    expect(missing.body).toEqual(res.body);
    const alices = await call(api, "GET", "/api/user/me", { token: alice.token });
    expect(alices.body.result.addresses[0]).toMatchObject({ id: aliceAddressId, city: ADDRESS.city });
  });

  it("ignores customer_id in the body: identity comes from the token (S2)", async () => {
    const res = await call(api, "POST", "/api/user/me", {
      token: bob.token,
      body: {
        customer: {
          firstname: "Bob",
          lastname: "Kowalski",
          email: bob.email,
          addresses: [{ ...ADDRESS, customer_id: alice.customer.id }],
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.addresses[0].customer_id).toBe(bob.customer.id);
  });
});

describe("another customer's wishlist → invisible and untouchable", () => {
  it("shows Bob nothing of Alice's and lets his delete change only his own list", async () => {
    expect(
      (await call(api, "GET", "/api/ext/user/wishlist", { token: bob.token })).body.result.items,
    ).toEqual([]);
    await call(api, "DELETE", `/api/ext/user/wishlist/${picks.simple.id}`, { token: bob.token });
    const alices = await call(api, "GET", "/api/ext/user/wishlist", { token: alice.token });
    expect(alices.body.result.items.map((i: Json) => i.product_id)).toEqual([picks.simple.id]);
  });
});

describe("features off unless configured (S12)", () => {
  it("answers 401 for social sign-in without a configured provider", async () => {
    const res = await call(api, "POST", "/api/ext/user/login-token", {
      body: { type: "google", token: "x.y.z" },
    });
    expect(res.status).toBe(401);
    expect(res.body.result.message).toBe("Logowanie tym kontem jest niedostępne.");
  });

  it("serves approved own reviews when no review provider is configured", async () => {
    const search = await api.post(
      "/api/catalog/catalog/review/_search?request_format=search-query&size=1",
      {},
    );
    const productId = search.body.hits.hits[0]._source.product_id;
    const product = await api.post(
      "/api/catalog/catalog/product/_search?request_format=search-query&size=1",
      {
        _appliedFilters: [{ attribute: "id", value: { eq: productId }, scope: "default" }],
      },
    );
    const uuid = product.body.hits.hits[0]._source.uuid;
    const res = await call(api, "GET", `/api/ext/product/${uuid}/reviews`);
    expect(res.status).toBe(200);
    expect(res.body.result.data.length).toBeGreaterThan(0);
    expect(res.body.result.data[0]).toEqual({
      author: expect.any(String),
      score: expect.any(Number),
      message: expect.any(String),
      created_at: expect.any(String),
    });
  });
});
