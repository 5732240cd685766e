import { describe, expect, it } from "vitest";
import { cartStorageWrites, crossTabAction } from "./cartPersistence.js";
import type { CartAction } from "./cartReducer.js";
import { cartReducer } from "./cartReducer.js";
import { initialCartState } from "./cartState.js";

const writesAfter = (action: CartAction) =>
  cartStorageWrites(action, cartReducer(initialCartState(), action));

describe("cartStorageWrites", () => {
  it("writes current-cart after every line change and LOAD", () => {
    const actions: CartAction[] = [
      { type: "load", items: [{ sku: "A" }] },
      { type: "add", product: { sku: "A" } },
      { type: "delete", product: { sku: "A" } },
      { type: "deleteNonConfirmed", product: { sku: "A" } },
      { type: "updateQty", product: { sku: "A" }, qty: 1 },
      { type: "updateProps", product: { sku: "A" } },
    ];
    for (const action of actions)
      expect(writesAfter(action).map((write) => write.key)).toEqual(["current-cart"]);
    expect(writesAfter({ type: "add", product: { sku: "A" } })).toEqual([
      { key: "current-cart", value: [{ sku: "A", qty: 1 }] },
    ]);
  });

  it("writes the token, the hash and the totals when they change", () => {
    expect(writesAfter({ type: "setServerToken", token: "q" })).toEqual([
      { key: "current-cart-token", value: "q" },
    ]);
    expect(writesAfter({ type: "saveHash", hash: "h" })).toEqual([{ key: "current-cart-hash", value: "h" }]);
    expect(
      writesAfter({
        type: "updateTotals",
        totals: { grand_total: 1 },
        platformTotalSegments: [],
        itemsAfterPlatformTotals: {},
      }),
    ).toEqual([
      { key: "current-totals", value: { platformTotals: { grand_total: 1 }, platformTotalSegments: [] } },
    ]);
  });

  it("writes nothing for flags", () => {
    expect(writesAfter({ type: "toggleMicrocart" })).toEqual([]);
    expect(writesAfter({ type: "markSync", now: 1 })).toEqual([]);
  });
});

describe("crossTabAction", () => {
  it("loads the lines another tab wrote", () => {
    expect(crossTabAction("current-cart", [{ sku: "A", qty: 1 }])).toEqual({
      type: "load",
      items: [{ sku: "A", qty: 1 }],
    });
  });

  it("updates the totals another tab wrote", () => {
    expect(
      crossTabAction("current-totals", { platformTotals: { grand_total: 5 }, platformTotalSegments: [] }),
    ).toEqual({
      type: "updateTotals",
      totals: { grand_total: 5 },
      platformTotalSegments: [],
      itemsAfterPlatformTotals: {},
    });
  });

  it("takes the token another tab wrote (decision)", () => {
    expect(crossTabAction("current-cart-token", "q")).toEqual({ type: "setServerToken", token: "q" });
    expect(crossTabAction("current-cart-token", null)).toEqual({ type: "setServerToken", token: null });
  });

  it("ignores other keys", () => {
    expect(crossTabAction("current-cart-hash", "h")).toBeNull();
  });
});
