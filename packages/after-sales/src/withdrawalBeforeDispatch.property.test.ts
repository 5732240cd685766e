import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NOT_YET_SHIPPED_STATUSES, withdrawalDispatch } from "./withdrawalBeforeDispatch";

const STATUSES = [...NOT_YET_SHIPPED_STATUSES, "shipped", "delivered", "collected"] as const;

const cases = fc
  .array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 5 })
  .chain((qtys) => {
    const lines = qtys.map((qty, i) => ({ id: i + 1, qty }));
    return fc.record({
      status: fc.constantFrom(...STATUSES),
      lines: fc.constant(lines),
      // per line: units already withdrawn and units withdrawn now, together never more than ordered
      split: fc.tuple(...lines.map((l) => fc.tuple(fc.nat({ max: l.qty }), fc.nat({ max: l.qty })))),
    });
  })
  .map(({ status, lines, split }) => ({
    status,
    lines,
    earlier: lines.map((l, i) => ({ lineId: l.id, qty: Math.min(l.qty, split[i]?.[0] ?? 0) })),
    now: lines.map((l, i) => ({
      lineId: l.id,
      qty: Math.min(l.qty - Math.min(l.qty, split[i]?.[0] ?? 0), split[i]?.[1] ?? 0),
    })),
  }));

const sum = (units: readonly { qty: number }[]): number => units.reduce((a, u) => a + u.qty, 0);

describe("withdrawalDispatch (properties)", () => {
  it("units to send back + units dropped before dispatch = units withdrawn", () => {
    fc.assert(
      fc.property(cases, (c) => {
        const d = withdrawalDispatch({ status: c.status, lines: c.lines, earlier: c.earlier }, c.now);
        expect(sum(d.toSendBack) + sum(d.droppedBeforeDispatch)).toBe(sum(c.now));
      }),
    );
  });

  it("a not-yet-shipped order never gets a return parcel (nor its code)", () => {
    fc.assert(
      fc.property(cases, (c) => {
        const d = withdrawalDispatch({ status: c.status, lines: c.lines, earlier: c.earlier }, c.now);
        const notShipped = (NOT_YET_SHIPPED_STATUSES as readonly string[]).includes(c.status);
        if (notShipped) expect(d.needsReturnParcel).toBe(false);
        else expect(d.droppedBeforeDispatch).toEqual([]);
      }),
    );
  });

  it("cancels the order exactly when, before dispatch, every unit is withdrawn", () => {
    fc.assert(
      fc.property(cases, (c) => {
        const d = withdrawalDispatch({ status: c.status, lines: c.lines, earlier: c.earlier }, c.now);
        const notShipped = (NOT_YET_SHIPPED_STATUSES as readonly string[]).includes(c.status);
        const all = c.lines.every((l, i) => (c.earlier[i]?.qty ?? 0) + (c.now[i]?.qty ?? 0) >= l.qty);
        expect(d.kind === "cancel_order").toBe(notShipped && all);
      }),
    );
  });
});
