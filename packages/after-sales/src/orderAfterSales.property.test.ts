import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderAfterSales } from "./orderAfterSales.js";
import { orderReturnState } from "./orderReturnState.js";
import { RETURN_STATUSES } from "./returnStatus.js";

const line = fc
  .integer({ min: 1, max: 9 })
  .chain((qty) => fc.record({ qty: fc.constant(qty), withdrawnQty: fc.integer({ min: 0, max: qty }) }));
const input = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 5 }),
  returns: fc.array(fc.constantFrom(...RETURN_STATUSES), { maxLength: 4 }),
  paidGrosze: fc.integer({ min: 0, max: 10_000_000 }),
  refundedGrosze: fc.integer({ min: 0, max: 10_000_000 }),
});

describe("orderAfterSales (properties)", () => {
  it("what went back and what the shop keeps add up to what was paid, the refund never above it", () => {
    fc.assert(
      fc.property(input, (order) => {
        const { refund } = orderAfterSales(order);
        expect(refund.refundedGrosze + refund.keptGrosze).toBe(order.paidGrosze);
        expect(refund.refundedGrosze).toBeLessThanOrEqual(order.paidGrosze);
        expect(refund.kind === "full").toBe(order.paidGrosze > 0 && refund.keptGrosze === 0);
        expect(refund.kind === "none").toBe(refund.refundedGrosze === 0);
      }),
    );
  });

  it("follows orderReturnState: „Zwrócone” exactly when the order is returned, no badge with nothing withdrawn", () => {
    fc.assert(
      fc.property(input, (order) => {
        const state = orderAfterSales(order);
        expect(state.return).toEqual(orderReturnState(order.lines, order.returns));
        expect(state.badge === "Zwrócone").toBe(state.return.kind === "returned");
        expect(state.badge === null).toBe(state.return.kind === "none");
        if (state.pendingReturn !== null && state.return.kind !== "none") {
          expect(state.badge).toBe("Zwrot w toku");
        }
      }),
    );
  });
});
