import { describe, expect, it } from "vitest";
import { orderLinesOf } from "./orderLinesOf";

describe("orderLinesOf", () => {
  it("makes the cart's loose lines the order's exact ones and leaves out a line without a sku", () => {
    expect(
      orderLinesOf([
        { sku: "SZA-2892", qty: "2", checksum: null, type_id: "simple", name: "Żółta chusta" },
        { sku: 1042, qty: 1, checksum: "abc" },
        { sku: null, qty: 1 },
      ]),
    ).toEqual([
      { sku: "SZA-2892", qty: 2, type_id: "simple", name: "Żółta chusta" },
      { sku: "1042", qty: 1, checksum: "abc" },
    ]);
  });
});
