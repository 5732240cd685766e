import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startShop } from "./shopHarness.js";
import { FORWARDING_ENV, forwardedFor, type Json, type RunningServer } from "./startServer.js";

// The golden record of issue 30 (acceptance 3): for every product of the demo catalogue, the API's price
// answers (final, special and its window, the Omnibus 30-day lowest price, the grouped or bundle price) and
// the cart totals of one line of it, compared with `golden/priceAnswers.json`, taken before the price rules
// were moved into @outlet/pricing. The clock is fixed (a Tuesday in October, five days before the change to
// winter time in Warsaw), so the seeded catalogue and every answer are the same on every run. A change to
// the file must be explained by a rule (list the products and the rule in the commit).
const NOW = Date.UTC(2026, 9, 20, 10, 0, 0);
const SEARCH = "/api/catalog/catalog/product/_search?request_format=search-query";
const PAGE = 200;

let api: RunningServer;
let products: Json[];
beforeAll(async () => {
  // a seed of its own (`SEED`): the run's shared template is seeded at today's clock
  api = await startShop({ ...FORWARDING_ENV, SEED: "20240501" }, {}, () => NOW);
  products = [];
  for (const type of ["configurable", "simple", "bundle", "grouped", "virtual", "downloadable"]) {
    for (let from = 0; ; from += PAGE) {
      const res = await api.post(`${SEARCH}&size=${PAGE}&from=${from}&sort=id:asc`, {
        _appliedFilters: [{ attribute: "type_id", value: { eq: type }, scope: "default" }],
      });
      const hits = (res.body.hits?.hits ?? []) as Json[];
      products.push(...hits.map((hit) => hit._source));
      if (hits.length < PAGE) break;
    }
  }
}, 180_000);
afterAll(() => api.stop());

const PRICE_KEYS = [
  "price_incl_tax",
  "final_price_incl_tax",
  "special_price_incl_tax",
  "original_price_incl_tax",
  "special_from_date",
  "special_to_date",
  "lowest_price_30d_incl_tax",
] as const;

function priceAnswer(doc: Json): Record<string, unknown> {
  return Object.fromEntries(PRICE_KEYS.map((key) => [key, doc[key] ?? null]));
}

/** The line the storefront would send for one of this product (grouped: its items, each at its link qty). */
function cartItems(doc: Json): Json[] {
  if (doc.type_id === "grouped")
    return (doc.product_links as Json[])
      .filter((link) => link.link_type === "associated")
      .map((link) => ({
        sku: link.linked_product_sku,
        qty: Number(link.qty ?? link.extension_attributes?.qty ?? 1),
      }));
  if (doc.type_id === "configurable") {
    const children = doc.configurable_children as Json[];
    const child =
      children.find((c) => Number(c.status ?? 1) < 2 && c.stock?.is_in_stock) ?? (children[0] as Json);
    return [
      {
        sku: doc.sku,
        qty: 1,
        product_option: {
          extension_attributes: {
            configurable_item_options: (doc.configurable_options as Json[]).map((o) => ({
              option_id: String(o.attribute_id),
              option_value: child[o.attribute_code],
            })),
          },
        },
      },
    ];
  }
  return [{ sku: doc.sku, qty: 1 }];
}

async function cartAnswer(doc: Json): Promise<Json> {
  // each product's cart from its own shopper address: the per-address limits stay out of the record
  const headers = forwardedFor(`10.${(doc.id >> 16) & 255}.${(doc.id >> 8) & 255}.${doc.id & 255}`);
  const cartId = (await call(api, "POST", "/api/cart/create", { headers })).body.result;
  const lines: Json[] = [];
  for (const cartItem of cartItems(doc)) {
    const res = await call(api, "POST", `/api/cart/update?cartId=${cartId}`, { body: { cartItem }, headers });
    lines.push(
      res.status === 200
        ? { sku: res.body.result.sku, price_incl_tax: res.body.result.price_incl_tax ?? null }
        : { status: res.status, error: res.body?.result ?? null },
    );
  }
  const totals = (await call(api, "GET", `/api/cart/totals?cartId=${cartId}`, { headers })).body.result;
  return {
    lines,
    subtotal_incl_tax: totals?.subtotal_incl_tax ?? null,
    tax_amount: totals?.tax_amount ?? null,
    grand_total: totals?.grand_total ?? null,
  };
}

describe("the price answers of the demo catalogue (issue 30, acceptance 3)", () => {
  it("lists every product once", () => {
    const skus = products.map((p) => p.sku);
    expect(new Set(skus).size).toBe(skus.length);
    expect(skus.length).toBeGreaterThan(600);
  });

  it("answers the recorded prices, Omnibus prices and cart totals for every product", async () => {
    const record: Record<string, Json> = {};
    for (const doc of [...products].sort((a, b) => Number(a.id) - Number(b.id))) {
      record[doc.sku] = {
        type: doc.type_id,
        ...priceAnswer(doc),
        ...(Array.isArray(doc.configurable_children)
          ? {
              children: Object.fromEntries(
                (doc.configurable_children as Json[]).map((c) => [c.sku, priceAnswer(c)]),
              ),
            }
          : {}),
        cart: await cartAnswer(doc),
      };
    }
    await expect(`${JSON.stringify(record, null, 1)}\n`).toMatchFileSnapshot("golden/priceAnswers.json");
  }, 600_000);
});
