import { bench, describe } from "vitest";
import type { ConfigurableProduct, VariantChild } from "../src/index.js";
import { configureProduct, optionAvailability, selectVariant } from "../src/index.js";

// 300 children: 10 colours × 10 sizes × 3 materials, every 7th disabled, prices spread deterministically.
const children: VariantChild[] = [];
for (let color = 0; color < 10; color += 1) {
  for (let size = 0; size < 10; size += 1) {
    for (let material = 0; material < 3; material += 1) {
      const index = children.length;
      children.push({
        id: 1000 + index,
        sku: `P-${color}-${size}-${material}`,
        status: index % 7 === 0 ? 2 : 1,
        color: 40 + color,
        size: 160 + size,
        material: 10 + material,
        price_incl_tax: 50 + ((index * 37) % 200),
        stock: { is_in_stock: index % 5 !== 0, qty: index % 9 },
      });
    }
  }
}
const options = ["color", "size", "material"].map((code, i) => ({
  attribute_code: code,
  attribute_id: String(90 + i),
  label: code,
  values: Array.from({ length: 10 }, (_, v) => ({
    value_index: ([40, 160, 10][i] as number) + v,
    label: `${code} ${v}`,
  })),
}));
const product: ConfigurableProduct = {
  id: 1,
  sku: "P",
  type_id: "configurable",
  configurable_children: children,
  configurable_options: options,
};
const chosen = { color: "47", size: { id: "163", label: "M" }, material: "12" };

describe("variant selection, 300 children, 3 chosen attributes", () => {
  bench("selectVariant", () => {
    selectVariant(product, chosen);
  });
  bench("selectVariant, out-of-stock children skipped", () => {
    selectVariant(product, chosen, { listOutOfStockProducts: false });
  });
  bench("configureProduct (select + configuration + options)", () => {
    configureProduct(product, chosen);
  });
  bench("optionAvailability (all 30 values)", () => {
    optionAvailability(product, chosen);
  });
});
