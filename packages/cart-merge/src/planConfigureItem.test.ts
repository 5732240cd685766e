import { describe, expect, it } from "vitest";
import { reduceCart } from "./cartReducer.js";
import { initialCartState } from "./cartState.js";
import { planConfigureItem } from "./planConfigureItem.js";

describe("planConfigureItem", () => {
  it("turns the line into the chosen variant", () => {
    const line = { sku: "A-M", parentSku: "A", qty: 1 };
    const plan = planConfigureItem([line], line, { sku: "A-L", price_incl_tax: 20 });
    const state = reduceCart({ ...initialCartState(), cartItems: [line] }, plan.actions);
    expect(state.cartItems).toEqual([{ sku: "A-L", parentSku: "A", qty: 1, price_incl_tax: 20 }]);
  });

  it("folds another line that already holds the variant into the edited line", () => {
    const edited = { sku: "A-M", parentSku: "A", qty: 1 };
    const other = { sku: "A-L", parentSku: "A", qty: 2 };
    const plan = planConfigureItem([edited, other], edited, { sku: "A-L" });
    const state = reduceCart({ ...initialCartState(), cartItems: [edited, other] }, plan.actions);
    expect(state.cartItems).toEqual([{ sku: "A-L", parentSku: "A", qty: 3 }]);
  });

  it("does not fold when the line already is the variant", () => {
    const edited = { sku: "A-L", parentSku: "A", qty: 1 };
    const plan = planConfigureItem([edited], edited, { sku: "A-L" });
    expect(plan.actions.map((action) => action.type)).toEqual(["updateProps"]);
  });

  it("syncs with the client state when the line is on the server", () => {
    const edited = { sku: "A-M", qty: 1, server_item_id: 8 };
    expect(planConfigureItem([edited], edited, { sku: "A-L" }).commands).toEqual([
      { type: "sync", forceClientState: true, dryRun: false, mergeQty: false, forceSync: false },
    ]);
    expect(planConfigureItem([edited], edited, { sku: "A-L" }, { cartSyncEnabled: false }).commands).toEqual(
      [],
    );
  });
});
