import type { ConfigurableProduct, VariantChild } from "../src/index.js";

/** A child with overridable fields: enabled, in stock, 100 zł. */
export function aChild(overrides: Partial<VariantChild> & Record<string, unknown> = {}): VariantChild {
  return { id: 1, sku: "CHILD", status: 1, price_incl_tax: 100, ...overrides };
}

/** The three children of behaviour.md §5.4's example: X (1, 7, 90 zł), Y (1, 8, 70 zł), Z (2, 7, 60 zł). */
export function exampleChildren(): VariantChild[] {
  return [
    aChild({ id: 11, sku: "X", color: 1, size: 7, price_incl_tax: 90 }),
    aChild({ id: 12, sku: "Y", color: 1, size: 8, price_incl_tax: 70 }),
    aChild({ id: 13, sku: "Z", color: 2, size: 7, price_incl_tax: 60 }),
  ];
}

/** A configurable product with overridable fields (color 93, size 144). */
export function aProduct(
  overrides: Partial<ConfigurableProduct> & Record<string, unknown> = {},
): ConfigurableProduct {
  return {
    id: 10,
    sku: "P",
    name: "Sukienka lniana",
    type_id: "configurable",
    visibility: 4,
    status: 1,
    configurable_options: [
      {
        attribute_code: "color",
        attribute_id: "93",
        label: "Kolor",
        values: [
          { value_index: 1, label: "Czarny" },
          { value_index: 2, label: "Biały" },
        ],
      },
      {
        attribute_code: "size",
        attribute_id: "144",
        label: "Rozmiar",
        values: [
          { value_index: 7, label: "S" },
          { value_index: 8, label: "M" },
        ],
      },
    ],
    configurable_children: exampleChildren(),
    ...overrides,
  };
}
