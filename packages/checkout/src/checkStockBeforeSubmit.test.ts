import { describe, expect, it } from "vitest";
import { checkStockBeforeSubmit, type StockCheckTask } from "./checkStockBeforeSubmit.js";

const tasks: Record<string, StockCheckTask> = {
  ok: { result: { is_in_stock: true } },
  out: { result: { is_in_stock: false } },
  pending: {},
};
const find = (id: string) => tasks[id];

describe("checkStockBeforeSubmit", () => {
  it("passes when every checked line is in stock", () => {
    expect(
      checkStockBeforeSubmit([{ sku: "A", onlineStockCheckid: "ok" }, { sku: "B" }], find, true),
    ).toEqual({ ok: true });
  });

  it("blocks with 'Some of the ordered products are not available!' and names the lines", () => {
    const result = checkStockBeforeSubmit(
      [
        { sku: "A", onlineStockCheckid: "ok" },
        { sku: "B", onlineStockCheckid: "out" },
      ],
      find,
      true,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.notification).toEqual({
      type: "error",
      message: "Some of the ordered products are not available!",
      action1: { label: "OK" },
    });
    expect(result.outOfStock).toEqual([{ sku: "B", onlineStockCheckid: "out" }]);
  });

  it("warns while a result is missing", () => {
    const result = checkStockBeforeSubmit(
      [
        { sku: "A", onlineStockCheckid: "pending" },
        { sku: "C", onlineStockCheckid: "gone" },
      ],
      find,
      true,
    );
    expect(!result.ok && result.notification.type).toBe("warning");
    expect(!result.ok && result.notification.message).toBe(
      "Stock check in progress, please wait while available stock quantities are checked",
    );
  });

  it("skips the check while offline", () => {
    expect(checkStockBeforeSubmit([{ sku: "B", onlineStockCheckid: "out" }], find, false)).toEqual({
      ok: true,
    });
  });
});
