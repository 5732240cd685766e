import { describe, expect, it } from "vitest";
import { getStockStatus } from "./getStockStatus.js";
import { planStockCheck, stockCheckAnswer, stockListUrls } from "./planStockCheck.js";
import { stockPrefetchSkus } from "./stockPrefetchSkus.js";

describe("getStockStatus", () => {
  it("is 'ok' in stock, 'out_of_stock' otherwise, and the fallback without a stock object", () => {
    expect(getStockStatus({ stock: { is_in_stock: true } }, "volatile")).toBe("ok");
    expect(getStockStatus({ stock: { is_in_stock: false } }, "ok")).toBe("out_of_stock");
    expect(getStockStatus({}, "volatile")).toBe("volatile");
    expect(getStockStatus({ stock: null }, "ok")).toBe("ok");
  });
});

describe("planStockCheck", () => {
  it("queues GET /api/stock/check?sku=<encoded> with the callback event when synchronizing", () => {
    expect(planStockCheck({ sku: "SUK/1 ą", stock: { is_in_stock: false, qty: 0 } })).toEqual({
      task: {
        url: "/api/stock/check?sku=SUK%2F1%20%C4%85",
        is_result_cacheable: true,
        product_sku: "SUK/1 ą",
        callback_event: "store:cart/stockSync",
      },
      answer: { qty: 0, status: "out_of_stock" },
    });
  });

  it("answers 'ok' for a product without stock info while synchronizing", () => {
    expect(planStockCheck({ sku: "A" }).answer).toEqual({ qty: 0, status: "ok" });
  });

  it("queues nothing and falls back to 'volatile' when not synchronizing", () => {
    expect(planStockCheck({ sku: "A" }, { synchronize: false, endpoint: "/api/stock" })).toEqual({
      task: null,
      answer: { qty: 0, status: "volatile" },
    });
  });
});

describe("stockCheckAnswer", () => {
  it("maps the returned item to ok / out_of_stock and no result to volatile", () => {
    expect(stockCheckAnswer({ is_in_stock: true, qty: 4, manage_stock: true })).toEqual({
      qty: 4,
      status: "ok",
      isManageStock: true,
    });
    expect(stockCheckAnswer({ is_in_stock: false, qty: 0 })).toEqual({
      qty: 0,
      status: "out_of_stock",
      isManageStock: undefined,
    });
    expect(stockCheckAnswer(null)).toEqual({ qty: 0, status: "volatile", isManageStock: undefined });
  });
});

describe("stockListUrls", () => {
  it("batches skus by 15", () => {
    const skus = Array.from({ length: 31 }, (_, i) => `S${i}`);
    const urls = stockListUrls(skus);
    expect(urls).toHaveLength(3);
    expect(urls[0]).toBe(`/api/stock/list?skus=${skus.slice(0, 15).join(",")}`);
    expect(urls[2]).toBe("/api/stock/list?skus=S30");
  });

  it("gives no URL for no skus", () => {
    expect(stockListUrls([])).toEqual([]);
  });
});

describe("stockPrefetchSkus", () => {
  const items = [
    {
      sku: "C1",
      type_id: "configurable",
      configurable_children: [
        { id: 1, sku: "C1-a" },
        { id: 2, sku: "C1-b" },
      ],
    },
    { sku: "S1", type_id: "simple" },
    { sku: "C2", type_id: "configurable", configurable_children: [{ id: 3, sku: "C2-a" }] },
  ];

  it("includes every own sku and the children of configurables", () => {
    expect(stockPrefetchSkus(items)).toEqual(["C1", "C1-a", "C1-b", "S1", "C2", "C2-a"]);
  });

  it("skips children already in the stock cache", () => {
    expect(stockPrefetchSkus(items, { isCached: (child) => child.id === 1 })).toEqual([
      "C1",
      "C1-b",
      "S1",
      "C2",
      "C2-a",
    ]);
  });

  it("adds child skus for exactly the first n configurables when the static prefetch is on", () => {
    expect(stockPrefetchSkus(items, { prefetchStatic: true, prefetchCount: 1 })).toEqual([
      "C1",
      "C1-a",
      "C1-b",
      "S1",
      "C2",
    ]);
  });

  it("ignores a count of 0", () => {
    expect(stockPrefetchSkus(items, { prefetchStatic: true, prefetchCount: 0 })).toHaveLength(6);
  });
});
