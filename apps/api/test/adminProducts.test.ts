import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Picks } from "./shopHarness.js";
import { asStaff, type StaffSession, staffShop } from "./staffHarness.js";
import type { RunningServer } from "./startServer.js";

// Issue 25, "Catalogue": the staff's product search (enabled and disabled) and a product with its
// variants, prices, special price window, stock per variant and price history, over HTTP.

let api: RunningServer;
let picks: Picks;
let owner: StaffSession;
let service: StaffSession;
let warehouse: StaffSession;

beforeAll(async () => {
  ({ api, picks, owner, service, warehouse } = await staffShop());
}, 120_000);
afterAll(async () => {
  await api?.stop();
});

describe("the staff's product search (issue 25)", () => {
  it("finds a product by its sku, by a variant's sku and by part of its name", async () => {
    const parent = picks.configurable.sku;
    const bySku = await asStaff(api, owner, "GET", `/api/admin/products?q=${encodeURIComponent(parent)}`);
    expect(bySku.status).toBe(200);
    expect(bySku.body.result.items[0]).toMatchObject({ sku: parent, type: "configurable", enabled: true });

    const byChild = await asStaff(
      api,
      service,
      "GET",
      `/api/admin/products?q=${encodeURIComponent(picks.configurable.childSku)}`,
    );
    expect(byChild.body.result.items.map((i: { sku: string }) => i.sku)).toEqual([parent]);

    const name: string = bySku.body.result.items[0].name;
    const word = name.split(" ").sort((a, b) => b.length - a.length)[0] as string;
    const byName = await asStaff(
      api,
      owner,
      "GET",
      `/api/admin/products?q=${encodeURIComponent(word)}&pageSize=100`,
    );
    expect(byName.body.result.items.map((i: { sku: string }) => i.sku)).toContain(parent);
    expect(
      byName.body.result.items.every((i: { name: string; sku: string }) =>
        `${i.name} ${i.sku}`.toLowerCase().includes(word.toLowerCase()),
      ),
    ).toBe(true);
  });

  it("pages the whole catalogue and lists a disabled product among the disabled ones", async () => {
    const all = await asStaff(api, owner, "GET", "/api/admin/products?pageSize=10&page=2");
    expect(all.body.result.items).toHaveLength(10);
    expect(all.body.result.total).toBeGreaterThan(20);

    const off = await asStaff(api, owner, "POST", `/api/admin/products/${picks.virtual.sku}`, { status: 2 });
    expect(off.status).toBe(200);
    const disabled = await asStaff(api, owner, "GET", "/api/admin/products?status=disabled&pageSize=100");
    expect(disabled.body.result.items).toContainEqual(
      expect.objectContaining({ sku: picks.virtual.sku, enabled: false }),
    );
    expect(disabled.body.result.items.every((i: { enabled: boolean }) => !i.enabled)).toBe(true);
    const again = await asStaff(
      api,
      owner,
      "GET",
      `/api/admin/products?q=${picks.virtual.sku}&status=enabled`,
    );
    expect(again.body.result.total).toBe(0);
    const detail = await asStaff(api, owner, "GET", `/api/admin/products/${picks.virtual.sku}`);
    expect([detail.status, detail.body.result.enabled]).toEqual([200, false]);
  });
});

describe("a product for the staff (issue 25)", () => {
  it("shows the variants with their options and stock", async () => {
    const res = await asStaff(api, service, "GET", `/api/admin/products/${picks.configurable.sku}`);
    expect(res.status).toBe(200);
    const variant = res.body.result.variants.find(
      (v: { sku: string }) => v.sku === picks.configurable.childSku,
    );
    expect(variant.stock).toEqual({ qty: picks.configurable.stock, isInStock: true });
    expect(Object.keys(variant.options).length).toBeGreaterThan(0);
    const byChild = await asStaff(api, owner, "GET", `/api/admin/products/${picks.configurable.childSku}`);
    expect(byChild.body.result.sku).toBe(picks.configurable.sku);
  });

  it("names each variant's options as the shop does, not by their value ids", async () => {
    const res = await asStaff(api, owner, "GET", `/api/admin/products/${picks.configurable.sku}`);
    const SEARCH = "/api/catalog/catalog/product/_search?request_format=search-query";
    const found = await api.post(`${SEARCH}&size=1&_source_include=sku,configurable_options`, {
      _appliedFilters: [{ attribute: "sku", value: { eq: picks.configurable.sku } }],
    });
    const options: {
      attribute_code: string;
      label: string;
      values: { value_index: number; label: string }[];
    }[] = found.body.hits.hits[0]._source.configurable_options;
    const variant = res.body.result.variants.find(
      (v: { sku: string }) => v.sku === picks.configurable.childSku,
    );
    // each option by its name, its value by the name the shop shows for the id the variant stores
    expect(variant.optionLabels).toEqual(
      options.map((option) => ({
        label: option.label,
        value: option.values.find(
          (v) => String(v.value_index) === String(variant.options[option.attribute_code]),
        )?.label,
      })),
    );
    // the ids are not names: a colour's id is a number, its name is a word
    expect(variant.optionLabels.some((o: { value: string }) => /\p{L}/u.test(o.value))).toBe(true);
  });

  it("shows a price change, the special price window and the new price-history entry", async () => {
    const sku = picks.simple.sku;
    const change = await asStaff(api, owner, "POST", `/api/admin/products/${sku}`, {
      price: 123.45,
      special_price: 99.99,
      special_from_date: "2026-01-01",
      special_to_date: "2099-12-31",
      stock: { qty: 17 },
    });
    expect(change.status).toBe(200);
    expect(change.body.result.tags).toContain(`P${sku}`);
    const res = await asStaff(api, owner, "GET", `/api/admin/products/${sku}`);
    expect(res.body.result).toMatchObject({
      sku,
      price: 123.45,
      specialPrice: 99.99,
      specialFrom: "2026-01-01",
      specialTo: "2099-12-31",
      stock: { qty: 17, isInStock: true },
      variants: [],
    });
    expect(res.body.result.priceHistory[0]).toMatchObject({ sku, priceGrosze: 12345 });
  });

  it("moves a grouped set in the price index when one of its items is disabled (issue 30, rule 7)", async () => {
    const SEARCH = "/api/catalog/catalog/product/_search?request_format=search-query";
    const grouped = { attribute: "type_id", value: { eq: "grouped" } };
    const first = async (filters: unknown[], fields: string) =>
      (await api.post(`${SEARCH}&size=1&_source_include=${fields}`, { _appliedFilters: filters })).body.hits
        .hits[0]._source;
    const set = await first([grouped], "sku,final_price_incl_tax,product_links");
    type Link = { linked_product_sku: string; qty?: number; extension_attributes?: { qty?: number } };
    const link = (set.product_links as Link[])[0] as Link;
    const qty = Number(link.qty ?? link.extension_attributes?.qty ?? 1);
    const item = await first(
      [{ attribute: "sku", value: { eq: link.linked_product_sku } }],
      "price_incl_tax",
    );
    const change = await asStaff(api, owner, "POST", `/api/admin/products/${link.linked_product_sku}`, {
      status: 2,
    });
    expect(change.status).toBe(200);
    // the set's sum without the disabled item, in the index: a price filter finds it there, not at the old sum
    const priced = async (at: number) =>
      (
        await api.post(`${SEARCH}&size=20&_source_include=sku`, {
          _appliedFilters: [
            grouped,
            { attribute: "final_price", value: { gte: at - 0.005, lte: at + 0.005 } },
          ],
        })
      ).body.hits.hits.map((hit: { _source: { sku: string } }) => hit._source.sku);
    const before = set.final_price_incl_tax as number;
    const after = Math.round((before - (item.price_incl_tax as number) * qty) * 100) / 100;
    expect(
      (await first([{ attribute: "sku", value: { eq: set.sku } }], "final_price_incl_tax"))
        .final_price_incl_tax,
    ).toBe(after);
    expect(await priced(before)).not.toContain(set.sku);
    expect(await priced(after)).toContain(set.sku);
    await asStaff(api, owner, "POST", `/api/admin/products/${link.linked_product_sku}`, { status: 1 });
  });

  it("lets the warehouse read, refuses customer service's writes, and answers an unknown sku in Polish", async () => {
    expect((await asStaff(api, warehouse, "GET", "/api/admin/products")).status).toBe(200);
    expect(
      (await asStaff(api, service, "POST", `/api/admin/products/${picks.simple.sku}`, { status: 2 })).status,
    ).toBe(403);
    const missing = await asStaff(api, owner, "GET", "/api/admin/products/NIE-MA-TAKIEGO");
    expect([missing.status, missing.body.result.message]).toEqual([404, "Nie ma produktu o takim SKU."]);
    const bad = await asStaff(api, owner, "GET", "/api/admin/products?status=wszystkie");
    expect(bad.status).toBe(400);
  });
});
