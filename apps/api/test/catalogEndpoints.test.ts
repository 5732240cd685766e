import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshStockFlags } from "../src/catalog/productIndexWriter.js";
import { type Json, type RunningServer, startServer } from "./startServer.js";

let api: RunningServer;
let configurable: Json;
let simple: Json;
beforeAll(async () => {
  api = await startServer();
  const search = async (type: string) =>
    (
      await api.post("/api/catalog/catalog/product/_search?request_format=search-query&size=1", {
        _appliedFilters: [
          { attribute: "type_id", value: type },
          { attribute: "stock.is_in_stock", value: { eq: true } },
        ],
      })
    ).body.hits.hits[0]._source;
  configurable = await search("configurable");
  simple = await search("simple");
}, 60_000);
afterAll(() => api.stop());

describe("POST /api/url/map (§7.2)", () => {
  it("resolves a category by url_path with the always-included fields", async () => {
    const res = await api.post("/api/url/map", { url: "kobiety/sukienki", includeFields: ["name"] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _index: "catalog",
      _type: "category",
      _id: "12",
      _score: 1,
      _source: { id: 12, name: "Sukienki", slug: "sukienki", url_path: "kobiety/sukienki" },
    });
  });

  it("resolves a product with its processed price fields", async () => {
    const res = await api.post("/api/url/map", {
      url: configurable.url_path,
      options: { prefetchGroupProducts: true },
      filters: { sku: "x" },
    });
    expect(res.body._type).toBe("product");
    expect(res.body._source.sku).toBe(configurable.sku);
    expect(res.body._source.price_incl_tax).toBeGreaterThan(0);
  });

  it("resolves a CMS page by identifier and strips a leading slash", async () => {
    const res = await api.post("/api/url/map", { url: "/o-nas", excludeFields: ["content", "id"] });
    expect(res.body._type).toBe("cms_page");
    expect(res.body._source).not.toHaveProperty("content");
    expect(res.body._source.id).toBe(5);
  });

  it("answers null (200, no envelope) for an unknown or hidden path", async () => {
    for (const url of ["no/such/path", "stara-promocja", "Kobiety/Sukienki"]) {
      const res = await api.post("/api/url/map", { url });
      expect(res.status).toBe(200);
      expect(res.body).toBeNull();
    }
  });

  it.each([
    [{}, "url", "required"],
    [{ url: "" }, "url", "too_small"],
    [{ url: "x".repeat(513) }, "url", "too_big"],
    [{ url: "a", includeFields: ["bad field"] }, "includeFields.0", "invalid_format"],
    [{ url: "a", extra: 1 }, "extra", "unknown_key"],
    [{ url: "kobiety\u0000" }, "url", "invalid_format"],
  ])("answers 400 for %j", async (body, path, code) => {
    const res = await api.post("/api/url/map", body);
    expect(res.status).toBe(400);
    expect(res.body.result.issues).toContainEqual(expect.objectContaining({ path, code }));
  });
});

describe("GET /api/stock/check and /api/stock/list (§7.3, §7.4)", () => {
  it("returns the stock item of a child sku", async () => {
    const child = configurable.configurable_children[0];
    const res = await api.get(`/api/stock/check?sku=${encodeURIComponent(child.sku)}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      product_id: child.id,
      sku: child.sku,
      qty: child.stock.qty,
      is_in_stock: child.stock.is_in_stock,
      manage_stock: child.stock.manage_stock,
      status: child.stock.is_in_stock ? 1 : 0,
      min_sale_qty: 1,
      max_sale_qty: 999,
    });
  });

  it("answers 404 for an unknown sku and 400 for a malformed or missing one", async () => {
    expect((await api.get("/api/stock/check?sku=NOPE-1")).status).toBe(404);
    expect((await api.get("/api/stock/check?sku=%3Cscript%3E")).status).toBe(400);
    const missing = await api.get("/api/stock/check");
    expect(missing.body.result.issues[0]).toMatchObject({ path: "query.sku", code: "required" });
  });

  it("lists stock in input order and omits unknown skus", async () => {
    const child = configurable.configurable_children[1] ?? configurable.configurable_children[0];
    const res = await api.get(`/api/stock/list?skus=${simple.sku},NOPE-1,${child.sku}`);
    expect(res.status).toBe(200);
    expect(res.body.result.map((s: Json) => s.sku)).toEqual([simple.sku, child.sku]);
  });

  it("accepts at most 50 skus", async () => {
    const skus = Array.from({ length: 51 }, (_, i) => `A-${i}`).join(",");
    const res = await api.get(`/api/stock/list?skus=${skus}`);
    expect(res.status).toBe(400);
    expect(res.body.result.issues[0]).toMatchObject({ path: "query.skus", code: "too_big" });
  });
});

describe("GET /api/product/render-list (§7.5)", () => {
  it("returns gross price_info with net tax_adjustments for parents and children", async () => {
    const child = configurable.configurable_children[0];
    const res = await api.get(
      `/api/product/render-list?skus=${configurable.sku},${child.sku},NOPE-1&currencyCode=PLN&storeId=1&token=whatever`,
    );
    expect(res.status).toBe(200);
    const [parent, item] = res.body.result.items;
    expect(res.body.result.items).toHaveLength(2);
    expect(parent).toMatchObject({
      id: configurable.id,
      sku: configurable.sku,
      type: "configurable",
      store_id: 1,
      currency_code: "PLN",
    });
    expect(parent.price_info.final_price).toBe(configurable.final_price_incl_tax);
    expect(parent.price_info.extension_attributes.tax_adjustments.final_price).toBe(configurable.final_price);
    expect(item).toMatchObject({
      id: child.id,
      type: "simple",
      url: `/p/${configurable.sku}/${configurable.slug}/${child.sku}`,
    });
    expect(item.price_info.regular_price).toBe(child.original_price_incl_tax);
    expect(item).not.toHaveProperty("sgn");
  });

  it.each([
    ["currencyCode=EUR&storeId=1", "query.currencyCode"],
    ["currencyCode=PLN&storeId=2", "query.storeId"],
    ["storeId=1", "query.currencyCode"],
  ])("answers 400 for %s", async (params, path) => {
    const res = await api.get(`/api/product/render-list?skus=${simple.sku}&${params}`);
    expect(res.status).toBe(400);
    expect(res.body.result.issues[0].path).toBe(path);
  });
});

describe("GET /img/{w}/{h}/{action}/{path} (§7.6)", () => {
  it("serves a generated PNG of the product image with an immutable cache header", async () => {
    const res = await api.request(`/img/600/828/resize${configurable.image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR width and height
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([600, 828]);
  });

  it("serves every configured size and both actions", async () => {
    for (const [w, h] of [
      [150, 150],
      [600, 744],
      [600, 828],
    ]) {
      for (const action of ["resize", "fit"]) {
        expect((await api.request(`/img/${w}/${h}/${action}${configurable.image}`)).status).toBe(200);
      }
    }
  });

  it.each([
    ["/img/100/100/resize/sukienka/czarny/suk-0001.png", 400],
    ["/img/150/150/crop/sukienka/czarny/suk-0001.png", 400],
    ["/img/150/150/resize/sukienka/czarny/suk-0001.gif", 400],
    ["/img/150/150/resize/sukienka/../../etc/passwd.png", 400],
    ["/img/150/150/resize/http:/evil.example/a.png", 400],
    ["/img/2000/2000/resize/sukienka/czarny/suk-0001.png", 400],
    ["/img/150/150/resize/sukienka/niebo/suk-0001.png", 404],
    ["/img/150/150/resize/nope/czarny/suk-0001.png", 404],
  ])("answers %s with %i as JSON", async (path, status) => {
    const res = await api.request(path);
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });
});

describe("stock changes (after an order)", () => {
  it("reads stock per request: stock/check, the parent's stock and (after refreshStockFlags) the stock filter follow a stock row change", async () => {
    const { database } = api.app.context;
    const product = simple.sku as string;
    const inStockFilter = {
      _appliedFilters: [
        { attribute: "stock.is_in_stock", value: { eq: false } },
        { attribute: "sku", value: product },
      ],
    };
    const search = "/api/catalog/catalog/product/_search?request_format=search-query&size=1";
    expect((await api.post(search, inStockFilter)).body.hits.total).toBe(0);
    await database.db
      .updateTable("stock_item")
      .set({ qty: 0, is_in_stock: 0 })
      .where("sku", "=", product)
      .execute();
    await refreshStockFlags(database.db, [product]);
    expect((await api.get(`/api/stock/check?sku=${product}`)).body.result).toMatchObject({
      qty: 0,
      is_in_stock: false,
      status: 0,
    });
    expect((await api.post(search, inStockFilter)).body.hits.total).toBe(1);
    const child =
      configurable.configurable_children.find((c: Json) => c.stock.is_in_stock) ??
      configurable.configurable_children[0];
    await database.db
      .updateTable("stock_item")
      .set({ qty: 0, is_in_stock: 0 })
      .where("product_id", "=", child.id)
      .execute();
    await refreshStockFlags(database.db, [child.sku]);
    const parent = (
      await api.post(`${search}&_source_include=configurable_children.sku,configurable_children.stock`, {
        _appliedFilters: [{ attribute: "sku", value: configurable.sku }],
      })
    ).body.hits.hits[0]._source;
    expect(parent.configurable_children.find((c: Json) => c.sku === child.sku).stock).toMatchObject({
      qty: 0,
      is_in_stock: false,
    });
  });

  it("takes a sold-out product out of the stock filter and its sizes out of the buyable-options facet", async () => {
    const { database } = api.app.context;
    const search = "/api/catalog/catalog/product/_search?request_format=search-query&size=1";
    const pick = await api.post(`${search}&from=5`, {
      _appliedFilters: [
        { attribute: "type_id", value: "configurable" },
        { attribute: "stock.is_in_stock", value: { eq: true } },
      ],
    });
    const product = pick.body.hits.hits[0]._source as Json;
    const query = {
      _appliedFilters: [
        { attribute: "sku", value: product.sku },
        { attribute: "stock.is_in_stock", value: { eq: true } },
      ],
      _availableFilters: [{ field: "size", scope: "catalog" }],
    };
    const before = await api.post(search, query);
    expect(before.body.hits.total).toBe(1);
    expect(before.body.aggregations.agg_terms_size_options.buckets.length).toBeGreaterThan(0);
    const skus = (product.configurable_children as Json[]).map((c) => c.sku as string);
    await database.db
      .updateTable("stock_item")
      .set({ qty: 0, is_in_stock: 0 })
      .where("sku", "in", skus)
      .execute();
    await refreshStockFlags(database.db, skus);
    const after = await api.post(search, query);
    expect(after.body.hits.total).toBe(0);
    const facet = await api.post(search, { ...query, _appliedFilters: [query._appliedFilters[0]] });
    expect(facet.body.hits.total).toBe(1);
    expect(facet.body.aggregations.agg_terms_size_options.buckets).toEqual([]);
  });
});
