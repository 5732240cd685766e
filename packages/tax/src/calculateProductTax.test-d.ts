import { describe, expectTypeOf, it } from "vitest";
import { applyTaxToProduct } from "./applyTaxToProduct";
import { calculateProductTax } from "./calculateProductTax";

describe("calculateProductTax types", () => {
  it("keeps the product's own fields and adds the numeric price fields", () => {
    const taxed = calculateProductTax({ sku: "A", tax_class_id: 2, price: "12.30" }, [], { now: 0 });
    expectTypeOf(taxed.sku).toEqualTypeOf<string>();
    expectTypeOf(taxed.price).toEqualTypeOf<number>();
    expectTypeOf(taxed.original_final_price).toEqualTypeOf<number | null>();
  });

  it("types configurable children as taxed products", () => {
    const taxed = applyTaxToProduct({ sku: "P", configurable_children: [{ sku: "C", price: 1 }] }, [], {
      now: 0,
    });
    expectTypeOf(taxed.final_price_incl_tax).toEqualTypeOf<number>();
    expectTypeOf(taxed.configurable_children).toExtend<
      { sku: string; price_incl_tax: number }[] | null | undefined
    >();
  });
});
