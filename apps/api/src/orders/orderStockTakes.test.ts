import { describe, expect, it } from "vitest";
import { orderStockTakes } from "./orderStockTakes.js";

describe("orderStockTakes", () => {
  it("sums the lines of one sku and keeps the first line's index, in first-seen order", () => {
    expect(
      orderStockTakes([
        { sku: "SUK-0001-BLK-M", qty: 1 },
        { sku: "TOR-0002", qty: 2 },
        { sku: "SUK-0001-BLK-M", qty: 3 },
      ]),
    ).toEqual([
      { sku: "SUK-0001-BLK-M", qty: 4, index: 0 },
      { sku: "TOR-0002", qty: 2, index: 1 },
    ]);
  });

  it("takes nothing for no lines", () => {
    expect(orderStockTakes([])).toEqual([]);
  });
});
