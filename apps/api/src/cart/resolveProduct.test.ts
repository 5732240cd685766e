import type { ConfigurableChildDocument, ProductDocument } from "@outlet/contract";
import { describe, expect, it } from "vitest";
import type { SkuLookup, StockRow } from "../catalog/createCatalogStore.js";
import { resolveProduct } from "./resolveProduct.js";

const rules = [{ product_tax_class_ids: [2], rates: [{ tax_country_id: "PL", tax_region_id: 0, rate: 23 }] }];
const child = (
  sku: string,
  color: number,
  size: number,
  extra: ConfigurableChildDocument = {},
): ConfigurableChildDocument => ({
  id: Number(sku.replace(/\D/g, "")) || 2,
  sku,
  status: 1,
  color,
  size,
  price_incl_tax: 129.99,
  tax_class_id: 2,
  ...extra,
});
const dress: ProductDocument = {
  id: 1,
  sku: "SUK-0193",
  name: "Sukienka lniana",
  type_id: "configurable",
  tax_class_id: 2,
  price_incl_tax: 129.99,
  configurable_options: [
    {
      attribute_id: "93",
      attribute_code: "color",
      label: "Kolor",
      values: [{ value_index: 56, label: "Żółty" }],
    },
    {
      attribute_id: "142",
      attribute_code: "size",
      label: "Rozmiar",
      values: [
        { value_index: 167, label: "M" },
        { value_index: 168, label: "L" },
      ],
    },
  ],
  configurable_children: [child("SUK-0193-M", 56, 167), child("SUK-0193-L", 56, 168, { status: 2 })],
};
const grouped: ProductDocument = { id: 9, sku: "ZES-1", type_id: "grouped", price_incl_tax: 10 };
const free: ProductDocument = {
  id: 10,
  sku: "POR-1",
  type_id: "downloadable",
  price_incl_tax: 0,
  tax_class_id: 2,
};

function snapshot(products: ProductDocument[]): SkuLookup {
  const bySku = new Map<string, { product: ProductDocument; child: ConfigurableChildDocument | null }>();
  for (const p of products) {
    bySku.set(String(p.sku), { product: p, child: null });
    for (const c of p.configurable_children ?? []) bySku.set(String(c.sku), { product: p, child: c });
  }
  return { bySku };
}
const stock =
  (rows: Record<string, Partial<StockRow>>) =>
  (sku: string): StockRow | undefined =>
    rows[sku]
      ? {
          sku,
          product_id: 0,
          parent_id: null,
          qty: 0,
          is_in_stock: true,
          manage_stock: true,
          min_sale_qty: 1,
          max_sale_qty: 999,
          ...rows[sku],
        }
      : undefined;

const snap = snapshot([dress, grouped, free]);
const options = (...pairs: [string, number][]) => ({
  extension_attributes: {
    configurable_item_options: pairs.map(([option_id, option_value]) => ({ option_id, option_value })),
  },
});

describe("resolveProduct", () => {
  it("resolves a configurable parent plus options to its one enabled child, priced from the catalogue", () => {
    const r = resolveProduct(snap, rules, stock({ "SUK-0193-M": { qty: 3 } }), {
      sku: "SUK-0193",
      qty: 2,
      product_option: options(["93", 56], ["142", 167]),
    });
    expect(r).toMatchObject({
      ok: true,
      sku: "SUK-0193-M",
      parentSku: "SUK-0193",
      productId: 1,
      productType: "configurable",
      unitGross: 12999,
      rate: 23,
      options: [
        { label: "Kolor", value: "Żółty" },
        { label: "Rozmiar", value: "M" },
      ],
    });
  });

  it("converts the catalogue's PLN price to grosze half away from zero on the decimal (1.005 → 101)", () => {
    const cheap: ProductDocument = {
      id: 11,
      sku: "SKA-1",
      type_id: "simple",
      status: 1,
      price_incl_tax: 1.005,
      tax_class_id: 2,
    };
    const r = resolveProduct(snapshot([cheap]), rules, stock({}), { sku: "SKA-1", qty: null });
    expect(r).toMatchObject({ ok: true, unitGross: 101 });
  });

  it("gives a child sku and its parent-plus-options spelling the same checksum", () => {
    const viaParent = resolveProduct(snap, rules, stock({}), {
      sku: "SUK-0193",
      qty: null,
      product_option: options(["93", 56], ["142", 167]),
    });
    const viaChild = resolveProduct(snap, rules, stock({}), { sku: "SUK-0193-M", qty: null });
    expect(viaParent.ok && viaChild.ok && viaParent.checksum === viaChild.checksum).toBe(true);
  });

  it("refuses a disabled child, an incomplete choice, an unknown sku and a grouped product", () => {
    expect(resolveProduct(snap, rules, stock({}), { sku: "SUK-0193-L", qty: null })).toMatchObject({
      ok: false,
      code: "product_unavailable",
    });
    expect(
      resolveProduct(snap, rules, stock({}), {
        sku: "SUK-0193",
        qty: null,
        product_option: options(["93", 56]),
      }),
    ).toMatchObject({ ok: false, code: "product_unavailable" });
    expect(resolveProduct(snap, rules, stock({}), { sku: "NIE-MA", qty: 1 })).toMatchObject({
      ok: false,
      code: "product_unavailable",
    });
    expect(resolveProduct(snap, rules, stock({}), { sku: "ZES-1", qty: 1 })).toMatchObject({
      ok: false,
      code: "product_unavailable",
    });
  });

  it("answers out_of_stock and qty_unavailable with max_qty for managed stock only", () => {
    expect(
      resolveProduct(snap, rules, stock({ "SUK-0193-M": { qty: 0, is_in_stock: false } }), {
        sku: "SUK-0193-M",
        qty: 1,
      }),
    ).toMatchObject({ ok: false, code: "out_of_stock" });
    expect(
      resolveProduct(snap, rules, stock({ "SUK-0193-M": { qty: 2 } }), { sku: "SUK-0193-M", qty: 3 }),
    ).toMatchObject({ ok: false, code: "qty_unavailable", maxQty: 2, pl: "Dostępnych jest tylko 2 szt." });
    expect(
      resolveProduct(snap, rules, stock({ "SUK-0193-M": { qty: 0, manage_stock: false } }), {
        sku: "SUK-0193-M",
        qty: 5,
      }).ok,
    ).toBe(true);
  });

  it("allows a free product and marks virtual and downloadable lines", () => {
    expect(resolveProduct(snap, rules, stock({}), { sku: "POR-1", qty: 1 })).toMatchObject({
      ok: true,
      unitGross: 0,
      virtual: true,
    });
  });

  it("prices a bundle by its default options like the product page (99,99 + 269,99), not its own price", () => {
    const cap: ProductDocument = {
      id: 21,
      sku: "CZA-21",
      type_id: "simple",
      status: 1,
      price_incl_tax: 99.99,
      tax_class_id: 2,
    };
    const bag: ProductDocument = {
      id: 22,
      sku: "TOR-22",
      type_id: "simple",
      status: 1,
      price_incl_tax: 269.99,
      tax_class_id: 2,
    };
    const link = (p: ProductDocument, optionId: number, extra: { can_change_quantity?: number } = {}) => ({
      id: p.id ?? 0,
      sku: String(p.sku),
      option_id: optionId,
      qty: 1,
      is_default: true,
      ...extra,
    });
    const bundle: ProductDocument = {
      id: 20,
      sku: "ZES-20",
      type_id: "bundle",
      status: 1,
      tax_class_id: 2,
      // The stored price is a set discount (0,9 × the sum); the shop shows and must charge the options' sum.
      price_incl_tax: 332.98,
      bundle_options: [
        { option_id: 201, product_links: [link(cap, 201, { can_change_quantity: 1 })] },
        { option_id: 202, product_links: [link(bag, 202)] },
      ],
    };
    const catalogue = snapshot([bundle, cap, bag]);
    const r = resolveProduct(catalogue, rules, stock({}), { sku: "ZES-20", qty: 1 });
    expect(r).toMatchObject({ ok: true, sku: "ZES-20", unitGross: 36998 });
    // Chosen selections count with their quantities (option and link ids compared as strings).
    const chosen = resolveProduct(catalogue, rules, stock({}), {
      sku: "ZES-20",
      qty: 1,
      product_option: {
        extension_attributes: {
          bundle_options: [
            { option_id: "201", option_qty: 2, option_selections: [21] },
            { option_id: 202, option_qty: 1, option_selections: [22] },
          ],
        },
      },
    });
    expect(chosen).toMatchObject({ ok: true, unitGross: 2 * 9999 + 26999 });
    // Without linked products in the catalogue the bundle's own price stands (§4.3 step 4).
    const alone = resolveProduct(snapshot([bundle]), rules, stock({}), { sku: "ZES-20", qty: 1 });
    expect(alone).toMatchObject({ ok: true, unitGross: 33298 });
  });
});
