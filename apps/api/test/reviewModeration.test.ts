import { createServer, type IncomingMessage, type Server } from "node:http";
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
import { asStaff, firstOwner, type StaffSession, staffMember } from "./staffHarness.js";
import { FORWARDING_ENV, type Json, type RunningServer, TEST_FORWARDING_KEY } from "./startServer.js";

// Issue 27: reviews are moderated in the back office (pending first, approve / reject, audited), approving
// announces the product page's cache tag, and a review tied to a purchase is stored and shown as a verified
// purchase. A local HTTP sink stands in for the storefront's invalidation endpoint.

let api: RunningServer;
let sink: Server;
let picks: Picks;
let owner: StaffSession;
let support: StaffSession;
let warehouse: StaffSession;
const announced: string[][] = [];

beforeAll(async () => {
  sink = createServer((req: IncomingMessage, res) => {
    announced.push(new URL(req.url ?? "/", "http://sink").searchParams.get("tag")?.split(",") ?? []);
    res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
  await new Promise<void>((done) => sink.listen(0, "127.0.0.1", done));
  const address = sink.address();
  const port = typeof address === "object" && address ? address.port : 0;
  api = await startShop(
    { ...FORWARDING_ENV, RATE_LIMITS: "off" },
    {
      STOREFRONT_INVALIDATE_URL: `http://127.0.0.1:${port}/invalidate`,
      STOREFRONT_INVALIDATE_KEY: "review-test-invalidate-key",
    },
  );
  picks = await pickProducts(api);
  owner = await firstOwner(api);
  support = await staffMember(api, owner, "customer_service", "opinie@outlet.local");
  warehouse = await staffMember(api, owner, "warehouse", "magazyn.opinie@outlet.local");
}, 120_000);

afterAll(async () => {
  await api?.stop();
  await new Promise((done) => sink?.close(done));
});

let ipCounter = 1;
const ip = () => ({ "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": `198.19.7.${ipCounter++}` });

/** The product page's own review list (api-contract §9.6 without a provider: approved reviews only). */
const productPageReviews = async (productId: number): Promise<Json[]> => {
  const res = await api.post("/api/catalog/catalog/review/_search?request_format=search-query&size=50", {
    _appliedFilters: [
      { attribute: "product_id", value: { eq: productId }, scope: "default" },
      { attribute: "review_status", value: { eq: 1 }, scope: "default" },
    ],
  });
  return res.body.hits.hits.map((hit: Json) => hit._source);
};

/** Places a guest order of the simple product and reviews it through the order's link (§9.5). */
async function reviewThroughOrderLink(detail: string): Promise<number> {
  const placed = await call(api, "POST", "/api/order", {
    body: orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }]),
    headers: ip(),
  });
  const { order_uuid: uuid, order_secret: secret } = placed.body.result;
  const res = await call(api, "POST", `/api/ext/review/order/${uuid}`, {
    body: { secret, nickname: "Basia z Poznania", reviews: [{ sku: picks.simple.sku, rating: 5, detail }] },
    headers: ip(),
  });
  expect(res.body).toEqual({ code: 200, result: { created: 1 } });
  const list = await asStaff(api, support, "GET", "/api/admin/reviews");
  return list.body.result.items.find((item: Json) => item.detail === detail).id;
}

describe("review moderation in the back office", () => {
  it("lists a review written through the order link as pending and verified, pending first", async () => {
    const id = await reviewThroughOrderLink("Bluzka dobrze uszyta, kolor jak na zdjęciu.");
    const list = await asStaff(api, support, "GET", "/api/admin/reviews");
    expect(list.status).toBe(200);
    const first = list.body.result.items[0];
    expect(first).toMatchObject({
      id,
      review_status: 2,
      status_label: "Czeka na moderację",
      verified_purchase: true,
      sku: picks.simple.sku,
      nickname: "Basia z Poznania",
      rating: 5,
      moderated_by: null,
    });
    expect(first.order_number).toMatch(/^\d+$/);
    expect(first.email).toBeUndefined();
    const pending = await asStaff(api, support, "GET", "/api/admin/reviews?status=2");
    expect(pending.body.result.items.every((item: Json) => item.review_status === 2)).toBe(true);
  });

  it("approves: the product page shows the review with verified_purchase, the tag is announced, audited", async () => {
    const detail = "Materiał miękki, rozmiar zgodny z tabelą.";
    const id = await reviewThroughOrderLink(detail);
    expect((await productPageReviews(picks.simple.id)).some((r) => r.detail === detail)).toBe(false);
    announced.length = 0;
    const approved = await asStaff(api, support, "POST", `/api/admin/reviews/${id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body.result).toMatchObject({
      id,
      review_status: 1,
      status_label: "Opublikowana",
      moderated_by: "opinie@outlet.local",
      created_at_warsaw: expect.stringMatching(/^\d\d:\d\d \d{1,2}\/\d{1,2}\/\d{4}$/),
      announced: true,
    });
    expect(announced).toEqual([[`P${picks.simple.sku}`]]);
    const shown = (await productPageReviews(picks.simple.id)).find((r) => r.detail === detail);
    expect(shown).toMatchObject({
      product_id: picks.simple.id,
      nickname: "Basia z Poznania",
      rating: 5,
      review_status: 1,
      verified_purchase: true,
    });
    expect(shown?._sku).toBeUndefined();
    const audit = await asStaff(api, owner, "GET", `/api/admin/audit?entity=review&entityId=${id}`);
    expect(audit.body.result.items.map((entry: Json) => entry.action)).toEqual(["review.approve"]);
  });

  it("rejects: a published review leaves the product page again", async () => {
    const detail = "Szew puścił po pierwszym praniu.";
    const id = await reviewThroughOrderLink(detail);
    await asStaff(api, owner, "POST", `/api/admin/reviews/${id}/approve`, {});
    expect((await productPageReviews(picks.simple.id)).some((r) => r.detail === detail)).toBe(true);
    const rejected = await asStaff(api, owner, "POST", `/api/admin/reviews/${id}/reject`, {});
    expect(rejected.body.result).toMatchObject({ review_status: 3, status_label: "Odrzucona" });
    expect((await productPageReviews(picks.simple.id)).some((r) => r.detail === detail)).toBe(false);
    const audit = await asStaff(api, owner, "GET", `/api/admin/audit?entity=review&entityId=${id}`);
    expect(audit.body.result.items.map((entry: Json) => entry.action).reverse()).toEqual([
      "review.approve",
      "review.reject",
    ]);
  });

  it("refuses the warehouse, and answers 404 for an unknown review and 400 for a bad id", async () => {
    const refused = await asStaff(api, warehouse, "GET", "/api/admin/reviews");
    expect(refused.status).toBe(403);
    expect((await asStaff(api, owner, "POST", "/api/admin/reviews/999999/approve", {})).status).toBe(404);
    expect((await asStaff(api, owner, "GET", "/api/admin/reviews/abc")).status).toBe(400);
    expect((await asStaff(api, owner, "GET", "/api/admin/reviews?status=7")).status).toBe(400);
  });
});

describe("verified purchase, decided by the server", () => {
  const write = (token: string, productId: number, title: string) =>
    call(api, "POST", "/api/review/create", {
      token,
      headers: ip(),
      body: {
        review: {
          product_id: productId,
          title,
          detail: "Opis",
          nickname: "Ola",
          rating: 4,
          review_entity: "product",
        },
      },
    });

  it("does not verify a customer who never bought the product, nor one whose transfer is unpaid", async () => {
    const stranger = await registerAndLogin(api, { headers: ip() });
    const res = await write(stranger.token, picks.simple.id, "Bez zakupu");
    expect(res.body.result).toMatchObject({ review_status: 2, verified_purchase: false });

    const buyer = await registerAndLogin(api, { headers: ip() });
    const placed = await call(api, "POST", "/api/order", {
      token: buyer.token,
      body: orderBody(orderKey(), [{ sku: picks.virtual.sku, qty: 1 }], { email: buyer.email }),
      headers: ip(),
    });
    expect(placed.status).toBe(200);
    const unpaid = await write(buyer.token, picks.virtual.id, "Nieopłacone");
    expect(unpaid.body.result.verified_purchase).toBe(false);
  });

  it("verifies a customer whose order with the product is paid", async () => {
    const buyer = await registerAndLogin(api, { headers: ip() });
    const placed = await call(api, "POST", "/api/order", {
      token: buyer.token,
      body: orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], { email: buyer.email }),
      headers: ip(),
    });
    const number = placed.body.result.orderNumber;
    const confirmed = await asStaff(api, support, "POST", `/api/admin/orders/${number}/confirm-payment`, {});
    expect(confirmed.status).toBe(200);
    const res = await write(buyer.token, picks.simple.id, "Opłacone");
    expect(res.body.result).toMatchObject({ review_status: 2, verified_purchase: true });
    const mine = await call(api, "GET", "/api/ext/review/mine", { token: buyer.token });
    expect(mine.body.result.items[0].verified_purchase).toBe(true);
  });
});
