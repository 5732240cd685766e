import { getStockStatus } from "@outlet/variant-selection";
import { describe, expect, it } from "vitest";
import { stockStatus } from "./stockStatus.js";

describe("stockStatus", () => {
  it("is ok when the product's stock is in stock", () => {
    expect(stockStatus({ stock: { is_in_stock: true } })).toBe("ok");
  });

  it("is out_of_stock when the product's stock is not in stock", () => {
    expect(stockStatus({ stock: { is_in_stock: false } })).toBe("out_of_stock");
  });

  it("falls back to ok without stock while stock sync is on", () => {
    expect(stockStatus({ sku: "A" })).toBe("ok");
  });

  it("falls back to volatile without stock when stock sync is off", () => {
    expect(stockStatus({ sku: "A" }, { synchronize: false })).toBe("volatile");
  });

  it("answers as variant-selection's getStockStatus for the same line (issue 30, rule 11)", () => {
    const lines = [
      { stock: { is_in_stock: true } },
      { stock: { is_in_stock: 0 as unknown as boolean } },
      { stock: null },
      { sku: "A" },
    ];
    expect(lines.map((line) => stockStatus(line, { synchronize: false }))).toEqual(
      lines.map((line) => getStockStatus(line as Parameters<typeof getStockStatus>[0], "volatile")),
    );
    expect(lines.map((line) => stockStatus(line, { synchronize: false }))).toEqual([
      "ok",
      "out_of_stock",
      "volatile",
      "volatile",
    ]);
  });
});
