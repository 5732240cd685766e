import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { staffDb } from "../src/db/staffSchema.js";
import type { Picks } from "./shopHarness.js";
import { asStaff, type StaffSession, staffShop } from "./staffHarness.js";
import type { Json, RunningServer } from "./startServer.js";

// Issue 25, "Catalogue": the back office's focused writes (price with the special price window, stock per
// variant, enabling) over HTTP on a temp database (SQLite here, PostgreSQL in api-postgres): roles, the
// server's Polish refusals at the field, one audit entry per write, the price history (Omnibus) and the
// cache tags announced to a stand-in storefront.

let api: RunningServer;
let picks: Picks;
let owner: StaffSession;
let service: StaffSession;
let warehouse: StaffSession;
let sink: Server;
const announced: string[][] = [];

beforeAll(async () => {
  sink = createServer((req: IncomingMessage, res) => {
    announced.push(new URL(req.url ?? "/", "http://sink").searchParams.get("tag")?.split(",") ?? []);
    res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
  await new Promise<void>((done) => sink.listen(0, "127.0.0.1", done));
  const address = sink.address();
  const port = typeof address === "object" && address ? address.port : 0;
  ({ api, picks, owner, service, warehouse } = await staffShop(
    {},
    {
      STOREFRONT_INVALIDATE_URL: `http://127.0.0.1:${port}/invalidate`,
      STOREFRONT_INVALIDATE_KEY: "catalog-writes-test-key",
    },
  ));
}, 120_000);
afterAll(async () => {
  await api?.stop();
  await new Promise((done) => sink.close(done));
});
beforeEach(() => {
  announced.length = 0;
});

const auditOf = async (sku: string): Promise<Json[]> =>
  staffDb(api.app.context.database.db)
    .selectFrom("audit_log")
    .select(["action", "before_json", "after_json"])
    .where("entity", "=", "product")
    .where("entity_id", "=", sku)
    .orderBy("id")
    .execute();
const product = async (sku: string): Promise<Json> =>
  (await asStaff(api, owner, "GET", `/api/admin/products/${encodeURIComponent(sku)}`)).body.result;
const categoryTagsOf = (tags: readonly string[]) => tags.filter((tag) => /^C\d+$/.test(tag));

describe("PATCH /api/admin/products/:sku/price (issue 25)", () => {
  it("sets the price and a special price with its Warsaw window, keeps the history, audits and announces", async () => {
    const sku = picks.simple.sku;
    const res = await asStaff(api, owner, "PATCH", `/api/admin/products/${sku}/price`, {
      price: 219.99,
      specialPrice: 179.99,
      specialFrom: "2026-11-27",
      specialTo: "2026-12-01 23:59:59",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.tags[0]).toBe(`P${sku}`);
    expect(categoryTagsOf(res.body.result.tags).length).toBeGreaterThan(0);
    expect(res.body.result.announced).toBe(true);
    expect(announced).toEqual([res.body.result.tags]);

    expect(await product(sku)).toMatchObject({
      price: 219.99,
      specialPrice: 179.99,
      specialFrom: "2026-11-27",
      specialTo: "2026-12-01 23:59:59",
    });
    expect((await product(sku)).priceHistory[0]).toMatchObject({ sku, priceGrosze: 21999 });
    const entries = await auditOf(sku);
    expect(entries.map((e) => e.action)).toEqual(["product.price"]);
    expect(JSON.parse(entries[0].after_json)).toEqual({
      price: 219.99,
      special_price: 179.99,
      special_from_date: "2026-11-27",
      special_to_date: "2026-12-01 23:59:59",
    });
    expect(JSON.parse(entries[0].before_json).price).toBe(picks.simple.price);
  });

  it("clears the special price and its window, and an unchanged price writes nothing", async () => {
    const sku = picks.simple.sku;
    const cleared = await asStaff(api, owner, "PATCH", `/api/admin/products/${sku}/price`, {
      specialPrice: null,
      specialFrom: "",
      specialTo: null,
    });
    expect(cleared.status).toBe(200);
    expect(await product(sku)).toMatchObject({ price: 219.99, specialPrice: null, specialFrom: null });
    const before = (await auditOf(sku)).length;
    const same = await asStaff(api, owner, "PATCH", `/api/admin/products/${sku}/price`, { price: 219.99 });
    expect(same.body.result).toEqual({ sku, tags: [], announced: false });
    expect(await auditOf(sku)).toHaveLength(before);
  });

  it("refuses a special price not lower than the price, a reversed window and a bad date, at their fields", async () => {
    const sku = picks.configurable.childSku;
    const higher = await asStaff(api, owner, "PATCH", `/api/admin/products/${sku}/price`, {
      price: 100,
      specialPrice: 120,
    });
    expect(higher.status).toBe(400);
    expect(higher.body.result.issues).toEqual([
      expect.objectContaining({
        path: "specialPrice",
        code: "too_big",
        message: "Cena promocyjna musi być niższa od ceny regularnej.",
      }),
    ]);
    const reversed = await asStaff(api, owner, "PATCH", `/api/admin/products/${sku}/price`, {
      price: 100,
      specialPrice: 80,
      specialFrom: "2026-12-10",
      specialTo: "2026-12-01",
    });
    expect(reversed.body.result.issues.map((i: Json) => [i.path, i.message])).toEqual([
      ["specialTo", "Koniec promocji nie może być wcześniejszy niż jej początek."],
    ]);
    const badDate = await asStaff(api, owner, "PATCH", `/api/admin/products/${sku}/price`, {
      specialPrice: 80,
      specialFrom: "1.12.2026",
    });
    expect([badDate.status, badDate.body.result.issues[0].path]).toEqual([400, "specialFrom"]);
    const unknownField = await asStaff(api, owner, "PATCH", `/api/admin/products/${sku}/price`, { cena: 1 });
    expect(unknownField.status).toBe(400);
    expect(await auditOf(sku)).toEqual([]);
    expect(announced).toEqual([]);
  });

  it("lets only the owner change prices and enabling", async () => {
    const sku = picks.simple.sku;
    for (const who of [service, warehouse]) {
      const price = await asStaff(api, who, "PATCH", `/api/admin/products/${sku}/price`, { price: 1 });
      expect(price.status).toBe(403);
      const status = await asStaff(api, who, "PATCH", `/api/admin/products/${sku}/status`, {
        enabled: false,
      });
      expect(status.status).toBe(403);
    }
    const missing = await asStaff(api, owner, "PATCH", "/api/admin/products/NIE-MA/price", { price: 10 });
    expect([missing.status, missing.body.result.message]).toEqual([404, "Nie ma produktu o takim SKU."]);
  });
});

describe("PATCH /api/admin/products/:sku/stock (issue 25)", () => {
  it("lets the warehouse set a variant's stock; none left makes it out of stock; the parent's page is announced", async () => {
    const { sku, childSku } = picks.configurable;
    const res = await asStaff(api, warehouse, "PATCH", `/api/admin/products/${childSku}/stock`, { qty: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.tags.slice(0, 2)).toEqual([`P${childSku}`, `P${sku}`]);
    expect(announced).toEqual([res.body.result.tags]);
    const variant = (await product(sku)).variants.find((v: Json) => v.sku === childSku);
    expect(variant.stock).toEqual({ qty: 0, isInStock: false });
    const stockCheck = await api.get(`/api/stock/check?sku=${encodeURIComponent(childSku)}`);
    expect(stockCheck.body.result).toMatchObject({ qty: 0, is_in_stock: false });

    const back = await asStaff(api, warehouse, "PATCH", `/api/admin/products/${childSku}/stock`, { qty: 12 });
    expect(back.status).toBe(200);
    const entries = await auditOf(childSku);
    expect(entries.map((e) => e.action)).toEqual(["product.stock", "product.stock"]);
    expect(JSON.parse(entries[1].before_json)).toEqual({ stock: { qty: 0, is_in_stock: false } });
    expect(JSON.parse(entries[1].after_json)).toEqual({ stock: { qty: 12, is_in_stock: true } });
  });

  it("refuses a configurable parent's own stock in Polish, a negative quantity and customer service", async () => {
    const parent = await asStaff(api, owner, "PATCH", `/api/admin/products/${picks.configurable.sku}/stock`, {
      qty: 5,
    });
    expect(parent.status).toBe(400);
    expect(parent.body.result.issues[0]).toMatchObject({
      path: "qty",
      message: "Ten produkt nie ma własnego stanu magazynowego: zmień stan jego wariantów.",
    });
    const negative = await asStaff(api, owner, "PATCH", `/api/admin/products/${picks.simple.sku}/stock`, {
      qty: -1,
    });
    expect([negative.status, negative.body.result.issues[0].path]).toEqual([400, "qty"]);
    const refused = await asStaff(api, service, "PATCH", `/api/admin/products/${picks.simple.sku}/stock`, {
      qty: 5,
    });
    expect(refused.status).toBe(403);
  });
});

describe("the product list's stock (issue 25)", () => {
  it("shows a simple product's own stock and the sum of a configurable product's variants", async () => {
    const set = await asStaff(api, warehouse, "PATCH", `/api/admin/products/${picks.simple.sku}/stock`, {
      qty: 9,
    });
    expect(set.status).toBe(200);
    const simple = await asStaff(api, warehouse, "GET", `/api/admin/products?q=${picks.simple.sku}`);
    expect(simple.body.result.items[0]).toMatchObject({ sku: picks.simple.sku, stockQty: 9 });
    const parent = await product(picks.configurable.sku);
    const sum = parent.variants.reduce((total: number, v: Json) => total + (v.stock?.qty ?? 0), 0);
    const listed = await asStaff(api, owner, "GET", `/api/admin/products?q=${picks.configurable.sku}`);
    expect(listed.body.result.items[0]).toMatchObject({ sku: picks.configurable.sku, stockQty: sum });
  });
});

describe("PATCH /api/admin/products/:sku/status (issue 25)", () => {
  it("disables and enables a product, announcing its listings; a no-op writes nothing", async () => {
    const sku = picks.virtual.sku;
    const off = await asStaff(api, owner, "PATCH", `/api/admin/products/${sku}/status`, { enabled: false });
    expect(off.status).toBe(200);
    expect(categoryTagsOf(off.body.result.tags).length).toBeGreaterThan(0);
    expect((await product(sku)).enabled).toBe(false);
    const again = await asStaff(api, owner, "PATCH", `/api/admin/products/${sku}/status`, { enabled: false });
    expect(again.body.result.tags).toEqual([]);
    const on = await asStaff(api, owner, "PATCH", `/api/admin/products/${sku}/status`, { enabled: true });
    expect(on.status).toBe(200);
    expect((await product(sku)).enabled).toBe(true);
    expect((await auditOf(sku)).map((e) => e.action)).toEqual(["product.status", "product.status"]);
    expect(announced).toHaveLength(2);
  });
});
