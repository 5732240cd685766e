import { describe, expect, it } from "vitest";
import { planUpdateQuantity } from "./planUpdateQuantity.js";

describe("planUpdateQuantity", () => {
  it("updates the quantity of the line", () => {
    expect(planUpdateQuantity([{ sku: "A", qty: 1 }], { product: { sku: "A" }, qty: 3 }).actions).toEqual([
      { type: "updateQty", product: { sku: "A" }, qty: 3 },
    ]);
  });

  it("syncs with the client state when the line is on the server", () => {
    const plan = planUpdateQuantity([{ sku: "A", qty: 1, server_item_id: 2 }], {
      product: { sku: "A" },
      qty: 3,
    });
    expect(plan.commands).toEqual([
      { type: "sync", forceClientState: true, dryRun: false, mergeQty: false, forceSync: false },
    ]);
  });

  it("does not sync when the update is silent", () => {
    const plan = planUpdateQuantity([{ sku: "A", server_item_id: 2 }], {
      product: { sku: "A" },
      qty: 3,
      forceServerSilence: true,
    });
    expect(plan.commands).toEqual([]);
    expect(plan.diff.items).toEqual([{ party: "client", status: "wrong-qty", sku: "A", "client-qty": 3 }]);
  });

  it("returns a wrong-qty client party for a line not on the server", () => {
    const plan = planUpdateQuantity([{ sku: "A", qty: 1 }], { product: { sku: "A" }, qty: 2 });
    expect(plan.diff.items).toEqual([{ party: "client", status: "wrong-qty", sku: "A", "client-qty": 2 }]);
  });
});
