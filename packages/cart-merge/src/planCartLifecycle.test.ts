import { describe, expect, it } from "vitest";
import { planClearCart, planLoadCart, stockCheckQty } from "./planCartLifecycle.js";
import { productsEquals } from "./productsEquals.js";

describe("planLoadCart", () => {
  it("loads the stored lines, restores hash and token, syncs and creates", () => {
    expect(
      planLoadCart({
        storedItems: [{ sku: "A" }],
        storedHash: "h",
        storedToken: "q",
        forceClientState: true,
      }),
    ).toEqual({
      actions: [
        { type: "load", items: [{ sku: "A" }] },
        { type: "saveHash", hash: "h" },
        { type: "setServerToken", token: "q" },
      ],
      commands: [
        { type: "sync", forceClientState: true, dryRun: false, mergeQty: false, forceSync: false },
        { type: "create" },
      ],
    });
  });

  it("only creates without a stored token", () => {
    expect(planLoadCart({ storedItems: null }).commands).toEqual([{ type: "create" }]);
  });

  it("syncs as a dry run when serverMergeByDefault is off", () => {
    expect(
      planLoadCart({ storedItems: [], storedToken: "q", serverMergeByDefault: false }).commands[0],
    ).toMatchObject({
      dryRun: true,
    });
  });

  it("only loads when cart sync is off", () => {
    expect(planLoadCart({ storedItems: [], storedToken: "q", cartSynchronize: false })).toEqual({
      actions: [{ type: "load", items: [] }],
      commands: [],
    });
  });
});

describe("planClearCart", () => {
  it("empties the cart, deletes the server lines with a forced sync, then disconnects", () => {
    expect(planClearCart()).toEqual({
      before: [{ type: "load", items: [] }],
      commands: [{ type: "sync", forceClientState: true, dryRun: false, mergeQty: false, forceSync: true }],
      after: [
        { type: "saveHash", hash: null },
        { type: "setServerToken", token: null },
      ],
    });
  });

  it("skips the sync after an order or on logout", () => {
    expect(planClearCart({ sync: false }).commands).toEqual([]);
  });

  it("stays connected with disconnect: false", () => {
    expect(planClearCart({ disconnect: false }).after).toEqual([]);
  });
});

describe("stockCheckQty", () => {
  it("is the line qty + 1 for a product already in the cart", () => {
    expect(stockCheckQty([{ sku: "A", qty: 2 }], { sku: "A" }, productsEquals)).toBe(3);
  });

  it("is the product qty, or 1, otherwise", () => {
    expect(stockCheckQty([], { sku: "A", qty: 4 }, productsEquals)).toBe(4);
    expect(stockCheckQty([], { sku: "A" }, productsEquals)).toBe(1);
  });
});
