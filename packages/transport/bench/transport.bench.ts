import { bench, describe } from "vitest";
import { totalsSchema } from "../src/cartSchemas";
import { searchResponseSchema } from "../src/catalogSchemas";
import { fillUrlTemplate } from "../src/fillUrlTemplate";
import { unwrapEnvelope } from "../src/unwrapEnvelope";

const hit = (id: number) => ({
  _index: "catalog",
  _type: "product",
  _id: String(id),
  _score: 1,
  _source: {
    id,
    sku: `SUK-${id}`,
    name: "Sukienka lniana",
    type_id: "configurable",
    tax_class_id: "2",
    price_incl_tax: 129.99,
    stock: { is_in_stock: true, qty: 3 },
    configurable_children: Array.from({ length: 6 }, (_, i) => ({ sku: `SUK-${id}-${i}`, price: 105.68 })),
  },
});
const searchBody = {
  took: 4,
  timed_out: false,
  hits: { total: { value: 600 }, max_score: 1, hits: Array.from({ length: 50 }, (_, i) => hit(i + 1)) },
  aggregations: {
    agg_terms_color: { buckets: Array.from({ length: 14 }, (_, i) => ({ key: 49 + i, doc_count: 10 })) },
  },
  attribute_metadata: [
    { attribute_code: "color", attribute_id: 93, options: [{ value: "49", label: "Czarny" }] },
  ],
};
const totals = {
  grand_total: 248.97,
  items: [{ item_id: 1, qty: 2, options: '[{"label":"Rozmiar","value":"M"}]' }],
  total_segments: [
    { code: "subtotal", title: "Wartość produktów", value: 259.98 },
    { code: "grand_total", title: "Do zapłaty", value: 248.97, area: "footer" },
  ],
};

describe("transport hot paths", () => {
  bench("fillUrlTemplate (cart template with coupon)", () => {
    fillUrlTemplate("/api/cart/apply-coupon?token={{token}}&cartId={{cartId}}&coupon={{coupon}}", {
      token: "eyJhbGciOi.x.y",
      cartId: "aZ3aZ3aZ3aZ3aZ3aZ3aZ3aZ3aZ3aZ3aZ",
      coupon: "LATO 10",
    });
  });

  bench("unwrapEnvelope (code 200)", () => {
    unwrapEnvelope({ code: 200, result: totals });
  });

  bench("searchResponseSchema.parse (50 product hits)", () => {
    searchResponseSchema.parse(searchBody);
  });

  bench("totalsSchema.parse (LB options string)", () => {
    totalsSchema.parse(totals);
  });
});
