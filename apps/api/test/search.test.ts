import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Json, type RunningServer, startServer } from "./startServer.js";

let api: RunningServer;
beforeAll(async () => {
  api = await startServer();
}, 60_000);
afterAll(() => api.stop());

const SEARCH = "/api/catalog/catalog/product/_search?request_format=search-query";

describe("GET|POST /api/catalog/{index}/{entityType}/_search", () => {
  it("answers a GET with the SearchQuery in `request` in the standard format without an envelope", async () => {
    const { status, body, headers } = await api.get(`${SEARCH}&size=5&request=%7B%7D`);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(body.code).toBeUndefined();
    expect(body.timed_out).toBe(false);
    expect(body.hits.total).toBeGreaterThanOrEqual(600);
    expect(body.hits.hits).toHaveLength(5);
    expect(body.hits.hits[0]).toMatchObject({ _index: "catalog", _type: "product", _score: 0 });
  });

  it("returns products with the processed gross and net price fields that add up", async () => {
    const { body } = await api.post(`${SEARCH}&size=50`, {
      _appliedFilters: [{ attribute: "status", value: { in: [0, 1] } }],
    });
    for (const hit of body.hits.hits) {
      const p = hit._source;
      expect(p.price_incl_tax).toBeGreaterThan(0);
      expect(Math.round((p.price + p.price_tax) * 100)).toBe(Math.round(p.price_incl_tax * 100));
      expect(Math.round(p.price_tax * 100)).toBe(Math.round((p.price_incl_tax * 23 * 100) / 123));
    }
  });

  it("filters by category and sorts by final price ascending with the id tie-break", async () => {
    const { status, body } = await api.post(`${SEARCH}&size=100`, {
      _appliedFilters: [
        { attribute: "visibility", value: { in: [2, 3, 4] } },
        { attribute: "category_ids", value: { in: [12] } },
      ],
      _appliedSort: [{ field: "final_price", options: "asc" }],
    });
    expect(status).toBe(200);
    const hits = body.hits.hits.map((h: Json) => h._source);
    expect(hits.length).toBeGreaterThan(5);
    for (const h of hits) expect(h.category_ids).toContain(12);
    for (let i = 1; i < hits.length; i++) {
      const a = hits[i - 1];
      const b = hits[i];
      expect(
        a.final_price_incl_tax < b.final_price_incl_tax ||
          (a.final_price_incl_tax === b.final_price_incl_tax && a.id < b.id),
      ).toBe(true);
    }
  });

  it("finds `żółta` through `zolta` (diacritic folding)", async () => {
    const { body } = await api.post(`${SEARCH}&size=5&_source_include=name`, { _searchText: "zolta" });
    expect(body.hits.total).toBeGreaterThan(0);
    expect(body.hits.hits[0]._source.name.toLowerCase()).toContain("żółt");
  });

  it("answers 400 with the §1.3 envelope for an unknown body key", async () => {
    const { status, body, headers } = await api.post(SEARCH, { _appliedFilter: [] });
    expect(status).toBe(400);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body).toMatchObject({
      code: 400,
      result: { message: "Popraw zaznaczone pola.", errorMessage: "Popraw zaznaczone pola." },
    });
    expect(body.result.issues).toContainEqual(
      expect.objectContaining({ path: "_appliedFilter", code: "unknown_key" }),
    );
  });

  it("answers 404 for an unknown index or entity type", async () => {
    expect(
      (await api.post("/api/catalog/other/product/_search?request_format=search-query", {})).status,
    ).toBe(404);
    expect(
      (await api.post("/api/catalog/catalog/orders/_search?request_format=search-query", {})).status,
    ).toBe(404);
  });
});
