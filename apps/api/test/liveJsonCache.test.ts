// Whole product documents in search answers come from the made-live JSON cache (catalog/liveJsonCache.ts)
// and are never stale: an order's stock decrement (no catalogue write), an admin price change and a special
// price that starts between two identical requests are all served on the next request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, orderBody, orderKey, type Picks, pickProducts, startShop } from "./shopHarness.js";
import { ownerKey } from "./staffHarness.js";
import { FORWARDING_ENV, type Json, type RunningServer, TEST_FORWARDING_KEY } from "./startServer.js";

const SEARCH = "/api/catalog/catalog/product/_search?request_format=search-query&size=5";
const DAY = 86_400_000;

let api: RunningServer;
let picks: Picks;
let clock = Date.now();
let adminKey = "";
beforeAll(async () => {
  api = await startShop({ ...FORWARDING_ENV }, {}, () => clock);
  picks = await pickProducts(api);
  adminKey = await ownerKey(api);
}, 60_000);
afterAll(async () => {
  await api.stop();
});

/** The whole document of one product, as a listing (no field selection) returns it. */
async function listed(sku: string): Promise<Json> {
  const res = await api.post(SEARCH, { _appliedFilters: [{ attribute: "sku", value: { eq: sku } }] });
  expect(res.status).toBe(200);
  expect(res.body.hits.hits).toHaveLength(1);
  return res.body.hits.hits[0]._source;
}

/** The selected fields of one product, as a listing with `_source_include` returns them. */
async function selected(sku: string): Promise<Json> {
  const res = await api.post(`${SEARCH}&_source_include=sku,stock.qty,price_incl_tax,final_price_incl_tax`, {
    _appliedFilters: [{ attribute: "sku", value: { eq: sku } }],
  });
  expect(res.status).toBe(200);
  expect(res.body.hits.hits).toHaveLength(1);
  return res.body.hits.hits[0]._source;
}

const admin = (sku: string, change: Json) =>
  api.post(`/api/admin/products/${encodeURIComponent(sku)}`, change, {
    authorization: `Bearer ${adminKey}`,
  });

describe("made-live JSON cache of whole product documents", () => {
  it("serves an order's stock decrement of a simple product and of a configurable child on the next request", async () => {
    const simpleBefore = await listed(picks.simple.sku);
    const parentBefore = await listed(picks.configurable.sku);
    expect(await listed(picks.simple.sku)).toEqual(simpleBefore);
    const childOf = (doc: Json) =>
      (doc.configurable_children as Json[]).find((c) => c.sku === picks.configurable.childSku) as Json;
    const key = orderKey();
    const order = await call(api, "POST", "/api/order", {
      body: orderBody(key, [
        { sku: picks.simple.sku, qty: 2 },
        { sku: picks.configurable.childSku, qty: 1, product_option: { extension_attributes: {} } },
      ]),
      headers: {
        "idempotency-key": key,
        "x-forwarding-key": TEST_FORWARDING_KEY,
        "x-forwarded-for": "198.18.7.1",
      },
    });
    expect(order.status).toBe(200);
    const simpleAfter = await listed(picks.simple.sku);
    expect(simpleAfter.stock.qty).toBe(simpleBefore.stock.qty - 2);
    const parentAfter = await listed(picks.configurable.sku);
    expect(childOf(parentAfter).stock.qty).toBe(childOf(parentBefore).stock.qty - 1);
    expect(parentAfter.stock.qty).toBe(parentBefore.stock.qty - 1);
  });

  it("serves an admin price change on the next request", async () => {
    const before = await listed(picks.simple.sku);
    const price = Math.round(before.price_incl_tax) + 7;
    // the stored final price (the effective one) follows the new price
    expect((await admin(picks.simple.sku, { price, fields: { final_price: price } })).status).toBe(200);
    const after = await listed(picks.simple.sku);
    expect(after.price_incl_tax).toBe(price);
    expect(after.final_price_incl_tax).toBe(price);
  });

  it("keeps a field selection's JSON apart and serves stock and price changes through it too", async () => {
    const before = await selected(picks.simple.sku);
    expect(Object.keys(before).sort()).toEqual(["final_price_incl_tax", "price_incl_tax", "sku", "stock"]);
    expect(Object.keys(before.stock)).toEqual(["qty"]);
    expect(await selected(picks.simple.sku)).toEqual(before);
    // the whole document of the same product is still whole
    expect(Object.keys(await listed(picks.simple.sku)).length).toBeGreaterThan(10);
    const key = orderKey();
    const order = await call(api, "POST", "/api/order", {
      body: orderBody(key, [{ sku: picks.simple.sku, qty: 1 }]),
      headers: {
        "idempotency-key": key,
        "x-forwarding-key": TEST_FORWARDING_KEY,
        "x-forwarded-for": "198.18.7.2",
      },
    });
    expect(order.status).toBe(200);
    expect((await selected(picks.simple.sku)).stock.qty).toBe(before.stock.qty - 1);
    const price = Math.round(before.price_incl_tax) + 11;
    expect((await admin(picks.simple.sku, { price, fields: { final_price: price } })).status).toBe(200);
    const repriced = await selected(picks.simple.sku);
    expect(repriced.price_incl_tax).toBe(price);
    expect(repriced.final_price_incl_tax).toBe(price);
  });

  it("serves a special price from the request after its window opens, with the 30-day lowest price", async () => {
    const plain = await api.post(
      "/api/catalog/catalog/product/_search?request_format=search-query&size=100&_source_include=sku,special_price_incl_tax",
      { _appliedFilters: [{ attribute: "type_id", value: { eq: "simple" } }] },
    );
    const sku = (plain.body.hits.hits as Json[])
      .map((h) => h._source)
      .find((p) => !(p.special_price_incl_tax > 0) && p.sku !== picks.simple.sku)?.sku as string;
    const before = await listed(sku);
    expect(before.special_price_incl_tax ?? 0).toBe(0);
    const special = Math.floor(before.price_incl_tax / 2);
    const opens = new Date(clock + 2 * DAY).toISOString().slice(0, 10);
    expect((await admin(sku, { special_price: special, special_from_date: opens })).status).toBe(200);
    const waiting = await listed(sku);
    expect(waiting.final_price_incl_tax).toBe(before.final_price_incl_tax);
    expect(waiting.lowest_price_30d_incl_tax).toBeUndefined();
    expect(await listed(sku)).toEqual(waiting);
    clock += 4 * DAY;
    const open = await listed(sku);
    expect(open.special_price_incl_tax).toBe(special);
    expect(open.final_price_incl_tax).toBe(special);
    expect(open.lowest_price_30d_incl_tax).toBeGreaterThan(special);
  });
});
