import { createServer as createHttpServer, type Server } from "node:http";
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
let provider: Server;
let providerCalls: { url: string; auth: string; alias: string }[] = [];
let order: { uuid: string; secret: string; email: string };

beforeAll(async () => {
  // a local fake of the review provider (§9.6): checks the bearer key and alias header
  provider = createHttpServer((req, res) => {
    providerCalls.push({
      url: req.url ?? "",
      auth: String(req.headers.authorization),
      alias: String(req.headers["x-alias"]),
    });
    res.setHeader("content-type", "application/json");
    if (req.headers.authorization !== "Bearer provider-key") {
      res.statusCode = 401;
      res.end("{}");
      return;
    }
    res.end(
      JSON.stringify({
        data: [
          { author: "Ewa", score: 5, message: "Super", created_at: "2024-05-01" },
          { author: "Jan", score: 9, message: "x" },
        ],
      }),
    );
  });
  await new Promise<void>((r) => provider.listen(0, "127.0.0.1", () => r()));
  const address = provider.address();
  const port = typeof address === "object" && address ? address.port : 0;
  api = await startShop(
    { ...FORWARDING_ENV },
    {
      REVIEW_PROVIDER_URL: `http://127.0.0.1:${port}`,
      REVIEW_PROVIDER_KEY: "provider-key",
      REVIEW_PROVIDER_ALIAS: "outlet",
    },
  );
  picks = await pickProducts(api);
  const email = "recenzent@example.pl";
  const placed = await call(api, "POST", "/api/order", {
    body: orderBody(
      orderKey(),
      [
        { sku: picks.configurable.childSku, qty: 1 },
        { sku: picks.simple.sku, qty: 1 },
      ],
      { email },
    ),
    headers: { "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": "198.19.0.1" },
  });
  order = { uuid: placed.body.result.order_uuid, secret: placed.body.result.order_secret, email };
}, 60_000);
afterAll(async () => {
  for (const key of ["REVIEW_PROVIDER_URL", "REVIEW_PROVIDER_KEY", "REVIEW_PROVIDER_ALIAS"])
    delete process.env[key];
  await api.stop();
  provider.close();
});

let ipCounter = 1;
const ip = () => ({ "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": `198.19.1.${ipCounter++}` });
const productId = async (sku: string): Promise<number> =>
  (await api.get(`/api/stock/check?sku=${encodeURIComponent(sku)}`)).body.result.product_id;
const parentId = async (): Promise<number> => {
  const res = await api.post("/api/catalog/catalog/product/_search?request_format=search-query&size=1", {
    _appliedFilters: [{ attribute: "sku", value: { eq: picks.configurable.sku }, scope: "default" }],
  });
  return res.body.hits.hits[0]._source.id;
};

describe("POST /api/review/create (§9.1)", () => {
  it("stores a customer's review as pending and shows the author's view", async () => {
    const user = await registerAndLogin(api, { headers: ip() });
    const id = await productId(picks.simple.sku);
    const res = await call(api, "POST", "/api/review/create", {
      token: user.token,
      headers: ip(),
      body: {
        review: {
          product_id: id,
          title: "Dobra",
          detail: "Polecam",
          nickname: "Ania",
          rating: 5,
          review_entity: "product",
          customer_id: 1,
          review_status: 1,
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      product_id: id,
      review_status: 2,
      sku: picks.simple.sku,
      rating: 5,
      store_id: 1,
    });
    expect(res.body.result.customer_id).toBeUndefined();
    const again = await call(api, "POST", "/api/review/create", {
      token: user.token,
      headers: ip(),
      body: {
        review: { product_id: id, title: "Znowu", detail: "x", nickname: "Ania", review_entity: "product" },
      },
    });
    expect(again.body.result.issues[0].code).toBe("already_reviewed");
  });

  it("accepts order credentials instead of a token; wrong ones are 404, none are 401", async () => {
    const id = await productId(picks.simple.sku);
    const review = {
      product_id: id,
      title: "Z zamówienia",
      detail: "OK",
      nickname: "Gość",
      rating: 4,
      review_entity: "product",
    };
    const none = await call(api, "POST", "/api/review/create", { body: { review }, headers: ip() });
    expect(none.status).toBe(401);
    expect(none.body.result.message).toBe("Zaloguj się albo użyj linku z e-maila z zamówieniem.");
    const wrong = await call(api, "POST", "/api/review/create", {
      body: { review, order_uuid: order.uuid, order_secret: "x".repeat(32) },
      headers: ip(),
    });
    expect(wrong.status).toBe(404);
    const ok = await call(api, "POST", "/api/review/create", {
      body: { review, order_uuid: order.uuid, order_secret: order.secret },
      headers: ip(),
    });
    expect(ok.status).toBe(200);
  });

  it("validates shop versus product reviews and unknown products", async () => {
    const user = await registerAndLogin(api, { headers: ip() });
    const base = { title: "T", detail: "D", nickname: "N" };
    const noProduct = await call(api, "POST", "/api/review/create", {
      token: user.token,
      headers: ip(),
      body: { review: { ...base, review_entity: "product" } },
    });
    expect(noProduct.body.result.issues[0]).toMatchObject({ path: "review.product_id", code: "required" });
    const shopWithProduct = await call(api, "POST", "/api/review/create", {
      token: user.token,
      headers: ip(),
      body: { review: { ...base, review_entity: "shop", product_id: 1 } },
    });
    expect(shopWithProduct.body.result.issues[0].code).toBe("conflict");
    const unknown = await call(api, "POST", "/api/review/create", {
      token: user.token,
      headers: ip(),
      body: { review: { ...base, review_entity: "product", product_id: 99_999_999 } },
    });
    expect(unknown.body.result.issues[0].code).toBe("product_unavailable");
    const shop = await call(api, "POST", "/api/review/create", {
      token: user.token,
      headers: ip(),
      body: { review: { ...base, review_entity: "shop", rating: 5 } },
    });
    expect(shop.body.result).toMatchObject({ product_id: null, review_entity: "shop" });
  });
});

describe("GET /api/ext/review/mine and check (§9.2, §9.3)", () => {
  it("lists only the caller's reviews, newest first", async () => {
    const user = await registerAndLogin(api, { headers: ip() });
    const other = await registerAndLogin(api, { headers: ip() });
    const id = await productId(picks.simple.sku);
    await call(api, "POST", "/api/review/create", {
      token: user.token,
      headers: ip(),
      body: { review: { product_id: id, title: "A", detail: "A", nickname: "A", review_entity: "product" } },
    });
    await call(api, "POST", "/api/review/create", {
      token: user.token,
      headers: ip(),
      body: { review: { title: "S", detail: "S", nickname: "A", review_entity: "shop" } },
    });
    const mine = await call(api, "GET", "/api/ext/review/mine", { token: user.token });
    expect(mine.body.result.total_count).toBe(2);
    expect(mine.body.result.items.map((r: Json) => r.review_entity)).toEqual(["shop", "product"]);
    expect((await call(api, "GET", "/api/ext/review/mine", { token: other.token })).body.result).toEqual({
      items: [],
      total_count: 0,
    });
    expect((await call(api, "GET", "/api/ext/review/mine")).status).toBe(401);
    expect((await call(api, "GET", "/api/ext/review/mine?pageSize=51", { token: user.token })).status).toBe(
      400,
    );
  });

  it("checks with a token or with the order secret and e-mail", async () => {
    const user = await registerAndLogin(api, { headers: ip() });
    const before = await call(api, "GET", `/api/ext/review/check?sku=${picks.simple.sku}`, {
      token: user.token,
    });
    expect(before.body.result).toEqual({
      sku: picks.simple.sku,
      product_id: await productId(picks.simple.sku),
      can_review: true,
      reviewed: false,
    });
    const guest = await call(
      api,
      "GET",
      `/api/ext/review/check?sku=${picks.configurable.sku}&guest_token=${order.secret}&email=${order.email}`,
    );
    expect(guest.body.result).toMatchObject({
      sku: picks.configurable.sku,
      product_id: await parentId(),
      can_review: true,
    });
    const wrongMail = await call(
      api,
      "GET",
      `/api/ext/review/check?sku=${picks.simple.sku}&guest_token=${order.secret}&email=inny@example.pl`,
    );
    expect(wrongMail.status).toBe(404);
    const notInOrder = await call(
      api,
      "GET",
      `/api/ext/review/check?sku=${picks.virtual.sku}&guest_token=${order.secret}&email=${order.email}`,
    );
    expect(notInOrder.status).toBe(404);
    expect((await call(api, "GET", `/api/ext/review/check?sku=${picks.simple.sku}`)).status).toBe(401);
  });
});

describe("order-bound reviews (§9.4, §9.5)", () => {
  it("shows the order's products for the right secret and 404s otherwise", async () => {
    const res = await call(api, "GET", `/api/ext/review/order/${order.uuid}?secret=${order.secret}`);
    expect(res.status).toBe(200);
    expect(res.body.result.order_uuid).toBe(order.uuid);
    expect(res.body.result.items.map((i: Json) => i.sku)).toEqual([picks.configurable.sku, picks.simple.sku]);
    expect(res.body.result.items[0]).toMatchObject({
      name: expect.any(String),
      image: expect.any(String),
      url_path: expect.any(String),
    });
    expect(
      (await call(api, "GET", `/api/ext/review/order/${order.uuid}?secret=${"A".repeat(32)}`)).status,
    ).toBe(404);
    expect(
      (
        await call(
          api,
          "GET",
          `/api/ext/review/order/00000000-0000-4000-8000-000000000000?secret=${order.secret}`,
        )
      ).status,
    ).toBe(404);
    expect((await call(api, "GET", `/api/ext/review/order/not-a-uuid?secret=x`)).status).toBe(400);
  });

  it("mass-reviews the order's products and the shop once", async () => {
    const placed = await call(api, "POST", "/api/order", {
      body: orderBody(orderKey(), [{ sku: picks.configurable.childSku, qty: 1 }]),
      headers: ip(),
    });
    const { order_uuid: uuid, order_secret: secret } = placed.body.result;
    const body = {
      secret,
      nickname: "Kasia",
      reviews: [{ sku: picks.configurable.sku, rating: 5, detail: "Świetna" }],
      shop_review: { rating: 4, detail: "Szybka wysyłka" },
    };
    const res = await call(api, "POST", `/api/ext/review/order/${uuid}`, { body, headers: ip() });
    expect(res.body).toEqual({ code: 200, result: { created: 2 } });
    const again = await call(api, "POST", `/api/ext/review/order/${uuid}`, { body, headers: ip() });
    expect(again.body.result.issues.map((i: Json) => [i.path, i.code])).toEqual([
      ["reviews.0", "already_reviewed"],
      ["shop_review", "already_reviewed"],
    ]);
    const view = await call(api, "GET", `/api/ext/review/order/${uuid}?secret=${secret}`);
    expect(view.body.result.items[0].reviewed).toBe(true);
    expect(view.body.result.shop_reviewed).toBe(true);
    const foreign = await call(api, "POST", `/api/ext/review/order/${uuid}`, {
      body: {
        ...body,
        reviews: [{ sku: picks.virtual.sku, rating: 3, detail: "x" }],
        shop_review: undefined,
      },
      headers: ip(),
    });
    expect(foreign.body.result.issues[0]).toMatchObject({
      path: "reviews.0.sku",
      code: "product_unavailable",
    });
  });
});

describe("GET /api/ext/product/{uuid}/reviews (§9.6, S16)", () => {
  it("proxies the configured provider with the server-held key and maps the answer", async () => {
    const search = await api.post(
      "/api/catalog/catalog/product/_search?request_format=search-query&size=1",
      {},
    );
    const uuid = search.body.hits.hits[0]._source.uuid;
    providerCalls = [];
    const res = await call(api, "GET", `/api/ext/product/${uuid}/reviews?limit=5`);
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual([
      { author: "Ewa", score: 5, message: "Super", created_at: "2024-05-01" },
      { author: "Jan", score: 5, message: "x", created_at: "" },
    ]);
    expect(providerCalls[0]).toMatchObject({ auth: "Bearer provider-key", alias: "outlet" });
    expect(providerCalls[0]?.url).toBe(`/products/${uuid}/reviews?limit=5`);
    expect(JSON.stringify(res.body)).not.toContain("provider-key");
    expect(
      (await call(api, "GET", "/api/ext/product/00000000-0000-4000-8000-000000000000/reviews")).status,
    ).toBe(404);
    expect((await call(api, "GET", `/api/ext/product/${uuid}/reviews?limit=51`)).status).toBe(400);
  });
});
