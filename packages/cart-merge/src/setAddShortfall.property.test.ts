import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planAddToCart } from "./planAddToCart.js";
import type { PreparedProduct } from "./prepareProductsToAdd.js";
import type { CartLine } from "./types.js";

/** A set of 1–4 distinct parts, each with an optional limit, a stock status and maybe a missing price. */
const parts = fc.uniqueArray(
  fc.record({
    sku: fc.constantFrom("A", "B", "C", "D", "E"),
    qty: fc.integer({ min: 1, max: 3 }),
    limit: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
    status: fc.constantFrom("ok", "volatile", "out_of_stock") as fc.Arbitrary<PreparedProduct["stockStatus"]>,
    priced: fc.boolean(),
  }),
  { minLength: 1, maxLength: 4, selector: (entry) => entry.sku },
);
/** What the cart already holds of some of the skus. */
const cart = fc.array(
  fc.record({ sku: fc.constantFrom("A", "B", "C", "X"), qty: fc.integer({ min: 1, max: 4 }) }),
  {
    maxLength: 3,
  },
);

describe("planAddToCart with a set (property)", () => {
  it("never adds a strict, non-empty subset of a set's parts", () => {
    fc.assert(
      fc.property(parts, cart, fc.boolean(), (set, held, sync) => {
        const prepared: PreparedProduct[] = set.map((entry) => ({
          product: { sku: entry.sku, qty: entry.qty, ...(entry.priced ? { price_incl_tax: 10 } : {}) },
          stockStatus: entry.status,
          ...(entry.limit === undefined ? {} : { quantityLimit: entry.limit }),
        }));
        const cartItems: CartLine[] = held
          .filter((line, i) => held.findIndex((other) => other.sku === line.sku) === i)
          .map((line) => ({ ...line, price_incl_tax: 10 }));
        const plan = planAddToCart(prepared, { set: { cartItems }, cartSyncEnabled: sync });
        const added = new Set(plan.actions.flatMap((a) => (a.type === "add" ? [a.product.sku] : [])));
        expect(added.size === 0 || added.size === set.length).toBe(true);
        expect(plan.added).toBe(added.size);
        // nothing added: exactly one message, the set's error
        if (added.size === 0) expect(plan.diff.clientNotifications).toHaveLength(1);
      }),
    );
  });
});
