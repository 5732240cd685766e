import { describe, expectTypeOf, it } from "vitest";
import type { CartItemForUpdate } from "./cartItemForUpdate.js";
import type { CartMergeError, CartMergeErrorReason } from "./cartMergeError.js";
import type { CartAction } from "./cartReducer.js";
import { type CartMergeEffect, planCartMerge } from "./planCartMerge.js";

describe("planCartMerge types", () => {
  it("narrows an effect by its type", () => {
    const effect = planCartMerge([], [], {}).effects[0] as CartMergeEffect;
    if (effect.type === "pushLine") expectTypeOf(effect.cartItem).toEqualTypeOf<CartItemForUpdate>();
    if (effect.type === "refreshIds") expectTypeOf(effect.actions).toEqualTypeOf<readonly CartAction[]>();
    if (effect.type === "deleteOnServer") expectTypeOf(effect).not.toHaveProperty("actions");
  });

  it("keeps the error reason a closed union", () => {
    expectTypeOf<CartMergeError["reason"]>().toEqualTypeOf<CartMergeErrorReason>();
    expectTypeOf<"invalid-line">().toMatchTypeOf<CartMergeErrorReason>();
  });
});
