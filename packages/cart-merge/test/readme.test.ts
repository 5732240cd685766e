// The README quick start, verbatim, with its comments turned into assertions.
import { describe, expect, it } from "vitest";
import {
  type CartAction,
  type CartState,
  cartTransition,
  initialCartState,
  planAddToCart,
  planCartMerge,
  prepareProductsToAdd,
  runCartMergePlan,
} from "../src/index.js";

describe("README quick start", () => {
  it("works as written", async () => {
    let state: CartState = { ...initialCartState(), cartServerToken: "aZ3" };
    const dispatch = (actions: readonly CartAction[]) => {
      for (const action of actions) state = cartTransition(state, action).state;
    };

    // 1. Add a product: prepared, validated, stock-checked; pure, returns actions and notifications.
    dispatch(
      planAddToCart(prepareProductsToAdd({ sku: "SUK-0193-M", qty: 2, price_incl_tax: 129.99 })).actions,
    );

    // 2. Merge with the server cart (empty here): the effects are data.
    const plan = planCartMerge(state.cartItems, [], { cartServerToken: "aZ3" });
    const push = plan.effects[0]; // { type: "pushLine", cartItem: { sku: "SUK-0193-M", qty: 2, quoteId: "aZ3", … } }
    expect(push).toMatchObject({ type: "pushLine", cartItem: { sku: "SUK-0193-M", qty: 2, quoteId: "aZ3" } });

    // 3. Run the plan against the store and the server (here a canned answer of POST cart/update).
    await runCartMergePlan(plan, {
      getState: () => state,
      dispatch,
      updateServerItem: async () => ({
        code: 200,
        result: { item_id: 4412, sku: "SUK-0193-M", qty: 2, quote_id: "aZ3" },
      }),
      deleteServerItem: async () => ({ code: 200, result: true }),
      resolveProduct: async () => null,
    });
    expect(state.cartItems[0]?.server_item_id).toBe(4412); // 4412
  });
});
