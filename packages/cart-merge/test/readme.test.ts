// The README quick start, verbatim, with its comments turned into assertions.
import { describe, expect, it } from "vitest";
import {
  initialCartState,
  localTotals,
  planAddToCart,
  planCartMerge,
  prepareProductsToAdd,
  reduceCart,
  resolvePushLine,
} from "../src/index.js";

describe("README quick start", () => {
  it("works as written", () => {
    // 1. Add a product: prepared, validated, stock-checked; pure, returns actions and notifications.
    const add = planAddToCart(prepareProductsToAdd({ sku: "SUK-0193-M", qty: 2, price_incl_tax: 129.99 }));
    let state = reduceCart({ ...initialCartState(), cartServerToken: "aZ3" }, add.actions);

    // 2. Merge with the server cart (empty here): the effects are data.
    const plan = planCartMerge(state.cartItems, [], { cartServerToken: "aZ3" });
    const push = plan.effects[0]; // { type: "pushLine", cartItem: { sku: "SUK-0193-M", qty: 2, quoteId: "aZ3", … } }
    expect(push).toMatchObject({ type: "pushLine", cartItem: { sku: "SUK-0193-M", qty: 2, quoteId: "aZ3" } });

    // 3. Run the effect (here a canned answer of POST cart/update) and feed the answer back.
    if (push?.type === "pushLine") {
      const answer = { code: 200, result: { item_id: 4412, sku: "SUK-0193-M", qty: 2, quote_id: "aZ3" } };
      state = reduceCart(state, resolvePushLine(push, answer).actions);
    }
    expect(state.cartItems[0]?.server_item_id).toBe(4412); // 4412
    expect(
      localTotals({ items: state.cartItems, shipping: { method_title: "Kurier", price_incl_tax: 5 } })
        .grandTotalGrosze,
    ).toBe(26498); // 26498
  });
});
