// The search's result caches (sorted matched ids, facets) never serve a stale answer: a repeated query
// sees a catalogue change, a stock change and a special price that starts between two requests, and a
// page cut from a cached result equals the same range of a bigger page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerKey } from "./staffHarness.js";
import { type Json, type RunningServer, startServer } from "./startServer.js";

const SEARCH = "/api/catalog/catalog/product/_search?request_format=search-query";
const DAY = 86_400_000;

let api: RunningServer;
let clock = Date.now();
let adminKey = "";
beforeAll(async () => {
  api = await startServer({}, () => clock);
  adminKey = await ownerKey(api);
}, 60_000);
afterAll(async () => {
  await api.stop();
});

const admin = (sku: string, change: Json) =>
  api.post(`/api/admin/products/${encodeURIComponent(sku)}`, change, {
    authorization: `Bearer ${adminKey}`,
  });

/** A simple product without a special price, with its gross price. */
async function plainSimpleProduct(skip: number): Promise<{ sku: string; price: number }> {
  const { body } = await api.post(
    `${SEARCH}&size=100&_source_include=sku,final_price_incl_tax,special_price_incl_tax`,
    {
      _appliedFilters: [
        { attribute: "type_id", value: { eq: "simple" } },
        { attribute: "stock.is_in_stock", value: { eq: true } },
      ],
    },
  );
  const plain = body.hits.hits.filter((h: Json) => !(h._source.special_price_incl_tax > 0));
  const hit = plain[skip]._source;
  return { sku: hit.sku, price: hit.final_price_incl_tax };
}

const warsawDate = (at: number) => new Date(at).toISOString().slice(0, 10);

describe("search result caches", () => {
  it("lists a product under a price filter once its special price starts, with the same versions", async () => {
    const { sku, price } = await plainSimpleProduct(0);
    const special = Math.floor(price / 2);
    // the window opens two days from now (whole Warsaw days)
    expect(
      (await admin(sku, { special_price: special, special_from_date: warsawDate(clock + 2 * DAY) })).status,
    ).toBe(200);
    const query = {
      _appliedFilters: [
        { attribute: "sku", value: { in: [sku] } },
        { attribute: "price", value: { lte: special } },
      ],
      _availableFilters: [{ field: "price", scope: "catalog", options: { ranges: [{ to: special + 1 }] } }],
    };
    const before = await api.post(`${SEARCH}&size=5`, query);
    expect(before.body.hits.total).toBe(0);
    expect(before.body.aggregations.agg_range_price.buckets[0].doc_count).toBe(0);
    clock += 4 * DAY;
    const after = await api.post(`${SEARCH}&size=5`, query);
    expect(after.body.hits.total).toBe(1);
    expect(after.body.hits.hits[0]._source.sku).toBe(sku);
    expect(after.body.aggregations.agg_range_price.buckets[0].doc_count).toBe(1);
  });

  it("drops a product from an in-stock listing and its facets after its stock runs out", async () => {
    const { sku } = await plainSimpleProduct(1);
    const query = {
      _appliedFilters: [
        { attribute: "sku", value: { in: [sku] } },
        { attribute: "stock.is_in_stock", value: { eq: true } },
      ],
      _availableFilters: [{ field: "type_id", scope: "catalog" }],
    };
    const before = await api.post(`${SEARCH}&size=5`, query);
    expect(before.body.hits.total).toBe(1);
    expect(before.body.aggregations.agg_terms_type_id.buckets).toEqual([{ key: "simple", doc_count: 1 }]);
    expect((await admin(sku, { stock: { qty: 0, is_in_stock: false } })).status).toBe(200);
    const after = await api.post(`${SEARCH}&size=5`, query);
    expect(after.body.hits.total).toBe(0);
    expect(after.body.aggregations.agg_terms_type_id.buckets).toEqual([]);
  });

  it("cuts pages of a repeated listing and a repeated text search from the same order", async () => {
    for (const body of [
      { _appliedFilters: [{ attribute: "visibility", value: { in: [2, 3, 4] } }] },
      { _searchText: "sukienka", _appliedFilters: [{ attribute: "visibility", value: { in: [2, 3, 4] } }] },
    ]) {
      const whole = await api.post(`${SEARCH}&size=12&from=0&_source_include=sku`, body);
      const second = await api.post(`${SEARCH}&size=6&from=6&_source_include=sku`, body);
      expect(whole.body.hits.total).toBeGreaterThan(12);
      expect(second.body.hits.total).toBe(whole.body.hits.total);
      expect(second.body.hits.max_score).toBe(whole.body.hits.max_score);
      expect(second.body.hits.hits.map((h: Json) => [h._id, h._score])).toEqual(
        whole.body.hits.hits.slice(6).map((h: Json) => [h._id, h._score]),
      );
    }
  });
});
