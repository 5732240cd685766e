import { describe, expect, it } from "vitest";
import { planRemoveItem } from "./planRemoveItem.js";

const FORCED = { type: "sync", forceClientState: true, dryRun: false, mergeQty: false, forceSync: false };

describe("planRemoveItem", () => {
  it("removes a bare product with its children of the same parentSku", () => {
    expect(planRemoveItem([], { sku: "P" }).actions).toEqual([
      { type: "delete", product: { sku: "P" }, removeByParentSku: true },
    ]);
  });

  it("keeps the children with the wrapper unless removeByParentSku is set", () => {
    expect(planRemoveItem([], { product: { sku: "P" } }).actions[0]).toMatchObject({
      removeByParentSku: false,
    });
    expect(planRemoveItem([], { product: { sku: "P" }, removeByParentSku: true }).actions[0]).toMatchObject({
      removeByParentSku: true,
    });
  });

  it("never removes by parent sku for a bundle", () => {
    const plan = planRemoveItem([], { product: { sku: "B", type_id: "bundle" }, removeByParentSku: true });
    expect(plan.actions[0]).toMatchObject({ removeByParentSku: false });
  });

  it("syncs with the client state when sync is on and the line is on the server", () => {
    const plan = planRemoveItem([{ sku: "A", server_item_id: 4 }], { sku: "A" });
    expect(plan.commands).toEqual([FORCED]);
    expect(plan.diff.items).toEqual([]);
  });

  it("returns a no-item client party when the line is not on the server", () => {
    const plan = planRemoveItem([{ sku: "A" }], { sku: "A" });
    expect(plan.commands).toEqual([]);
    expect(plan.diff.items).toEqual([{ party: "client", status: "no-item", sku: "A" }]);
  });

  it("returns a no-item client party when sync is off", () => {
    const plan = planRemoveItem([{ sku: "A", server_item_id: 4 }], { sku: "A" }, { cartSyncEnabled: false });
    expect(plan.commands).toEqual([]);
    expect(plan.diff.items).toEqual([{ party: "client", status: "no-item", sku: "A" }]);
  });
});
