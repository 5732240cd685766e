import { describe, expect, it } from "vitest";
import { planStockSync } from "./planStockSync.js";

const custom = (value: string) => ({
  extension_attributes: { custom_options: [{ option_id: 1, option_value: value }] },
});

describe("planStockSync", () => {
  const lines = [
    { sku: "T", product_option: custom("M") },
    { sku: "T", product_option: custom("L") },
    { sku: "U" },
  ];

  it("marks every line with the sku, custom-option lines included, as in stock and saves the hash", () => {
    const plan = planStockSync(lines, { product_sku: "T", result: { is_in_stock: true } });
    expect(plan.saveHash).toBe(true);
    expect(plan.actions).toEqual([
      { type: "updateProps", product: lines[0], props: { info: { stock: "In stock!" }, is_in_stock: true } },
      { type: "updateProps", product: lines[1], props: { info: { stock: "In stock!" }, is_in_stock: true } },
    ]);
  });

  it("marks the lines out of stock while out-of-stock items are allowed", () => {
    const plan = planStockSync(lines, { product_sku: "U", result: { is_in_stock: false } });
    expect(plan).toEqual({
      actions: [
        {
          type: "updateProps",
          product: lines[2],
          props: { errors: { stock: "Out of the stock!" }, is_in_stock: false },
        },
      ],
      saveHash: false,
    });
  });

  it("marks the lines out of stock when cart sync is on even if out-of-stock items are not allowed", () => {
    const plan = planStockSync(
      lines,
      { product_sku: "U", result: { is_in_stock: false } },
      { allowOutOfStockInCart: false },
    );
    expect(plan.actions[0]?.type).toBe("updateProps");
  });

  it("removes the lines when out-of-stock items are not allowed and cart sync is off (decision)", () => {
    const plan = planStockSync(
      lines,
      { product_sku: "T", result: { is_in_stock: false } },
      { allowOutOfStockInCart: false, cartSynchronize: false },
    );
    expect(plan.actions).toEqual([
      { type: "delete", product: lines[0], removeByParentSku: false },
      { type: "delete", product: lines[1], removeByParentSku: false },
    ]);
  });

  it("does nothing without lines of that sku", () => {
    expect(planStockSync(lines, { product_sku: "X", result: { is_in_stock: false } })).toEqual({
      actions: [],
      saveHash: false,
    });
  });

  it("does nothing on ENOTFOUND", () => {
    expect(planStockSync(lines, { product_sku: "T", result: { code: "ENOTFOUND" } }).actions).toEqual([]);
  });
});
