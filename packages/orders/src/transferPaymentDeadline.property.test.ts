import { addCalendarDays, warsawCalendarDate } from "@outlet/after-sales";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { transferPaymentDeadline, transferPaymentOverdue } from "./transferPaymentDeadline";

// 2020–2035: every daylight-saving change of those years lies somewhere between a placing and its deadline
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) });
const days = fc.integer({ min: 1, max: 30 });

describe("transferPaymentDeadline (properties)", () => {
  it("is never before the end of the placing day + N on the Warsaw calendar, and ends exactly then", () => {
    fc.assert(
      fc.property(instant, days, (placedAt, n) => {
        const deadline = transferPaymentDeadline(placedAt, n);
        expect(deadline.lastDay).toBe(addCalendarDays(warsawCalendarDate(placedAt), n));
        // the last instant still falls on the last day in Warsaw, the next one on the day after (DST-proof)
        expect(warsawCalendarDate(deadline.endsAt)).toBe(deadline.lastDay);
        expect(warsawCalendarDate(deadline.endsAt + 1)).toBe(addCalendarDays(deadline.lastDay, 1));
        // at least N whole days (of 23 hours, on a spring-forward day) after the placing
        expect(deadline.endsAt - placedAt).toBeGreaterThanOrEqual(n * 23 * 3_600_000);
      }),
    );
  });

  it("is later for a longer period", () => {
    fc.assert(
      fc.property(instant, days, days, (placedAt, a, b) => {
        fc.pre(a < b);
        expect(transferPaymentDeadline(placedAt, a).endsAt).toBeLessThan(
          transferPaymentDeadline(placedAt, b).endsAt,
        );
      }),
    );
  });

  it("an unpaid transfer is overdue exactly after its deadline", () => {
    fc.assert(
      fc.property(instant, days, instant, (placedAt, n, now) => {
        const order = { status: "placed" as const, payment: "transfer" as const, paidGrosze: 0, placedAt };
        expect(transferPaymentOverdue(order, n, now)).toBe(now > transferPaymentDeadline(placedAt, n).endsAt);
      }),
    );
  });
});
