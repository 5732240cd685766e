import { bench, describe } from "vitest";
import type { PriceHistoryEntry, RenderListItem } from "../src/index";
import {
  applyPlatformPrices,
  customOptionsDelta,
  lowestPriceBeforeReduction,
  specialWindowActive,
} from "../src/index";

const now = Date.UTC(2026, 10, 21, 12);
const day = 86_400_000;
// 1 000 products, each with a 60-day history of 30 price changes ending in a reduction.
const histories: PriceHistoryEntry[][] = Array.from({ length: 1_000 }, (_, p) =>
  Array.from({ length: 30 }, (_, i) => ({
    at: now - (60 - i * 2) * day,
    price_incl_tax: i === 29 ? 79.99 : 100 + ((p * 7 + i * 13) % 50),
  })),
);
const products = Array.from({ length: 50 }, (_, i) => ({
  id: i,
  sku: `SKU-${i}`,
  configurable_children: Array.from({ length: 10 }, (_, c) => ({
    id: 1000 + i * 10 + c,
    sku: `SKU-${i}-${c}`,
  })),
}));
const items: RenderListItem[] = products.flatMap((p) =>
  [p.id, ...p.configurable_children.map((c) => c.id)].map((id) => ({
    id,
    price_info: {
      final_price: 99.99,
      regular_price: 129.99,
      special_price: 99.99,
      extension_attributes: {
        tax_adjustments: { final_price: 81.29, regular_price: 105.68, special_price: 81.29 },
      },
    },
  })),
);
const withOptions = {
  price: 100,
  price_incl_tax: 123,
  options: [
    {
      option_id: 1,
      type: "checkbox",
      values: Array.from({ length: 10 }, (_, i) => ({
        option_type_id: i + 1,
        price: i,
        price_type: i % 2 ? "fixed" : "percent",
      })),
    },
  ],
};

describe("pricing", () => {
  bench("lowestPriceBeforeReduction × 1 000 products (30-entry history)", () => {
    for (const history of histories) lowestPriceBeforeReduction(history, { now });
  });
  bench("specialWindowActive × 1 000", () => {
    for (let i = 0; i < 1_000; i++) {
      specialWindowActive(
        { special_from_date: "2026-11-01", special_to_date: "2026-11-30" },
        now + i * 60_000,
      );
    }
  });
  bench("applyPlatformPrices: 50 products × 10 children", () => {
    applyPlatformPrices(products, items, { now });
  });
  bench("customOptionsDelta × 1 000 (10 values chosen)", () => {
    for (let i = 0; i < 1_000; i++)
      customOptionsDelta(withOptions, [{ option_id: 1, option_value: "1,2,3,4,5,6,7,8,9,10" }]);
  });
});
