import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { complaintAllowed } from "./complaintLifecycle.js";
import { orderReturnState, unitsKept } from "./orderReturnState.js";
import { RETURN_STATUSES } from "./returnStatus.js";

const NOW = Date.UTC(2026, 10, 29, 10);
const line = fc
  .integer({ min: 1, max: 9 })
  .chain((qty) => fc.record({ qty: fc.constant(qty), withdrawnQty: fc.integer({ min: 0, max: qty }) }));

describe("after-sales units (properties)", () => {
  it("a complaint is allowed within the window exactly when the shopper still holds a unit of the line", () => {
    fc.assert(
      fc.property(line, (units) => {
        expect(complaintAllowed("2026-11-20", NOW, units).ok).toBe(unitsKept(units) > 0);
      }),
    );
  });

  it("an order is „Zwrócone” only when no unit is kept and every return is refunded", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 5 }),
        fc.array(fc.constantFrom(...RETURN_STATUSES), { maxLength: 4 }),
        (lines, returns) => {
          const state = orderReturnState(lines, returns);
          const allWithdrawn = lines.every((l) => unitsKept(l) === 0);
          expect(state.kind === "returned").toBe(
            allWithdrawn && returns.length > 0 && returns.every((r) => r === "refunded"),
          );
          expect(state.label !== null).toBe(allWithdrawn);
        },
      ),
    );
  });
});
