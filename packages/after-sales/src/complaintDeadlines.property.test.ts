import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { complaintAnswerDeadline, complaintWindow } from "./complaintDeadlines.js";
import { warsawCalendarDate as warsawDayOf } from "./warsawCalendar.js";

const DAY_MS = 86_400_000;
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) });

describe("complaintAnswerDeadline (properties)", () => {
  it("always leaves 14 full Warsaw days and ends just before a Warsaw midnight", () => {
    fc.assert(
      fc.property(instant, (received) => {
        const { lastDay, endsAt } = complaintAnswerDeadline(received);
        // the last millisecond is on the last day, the next one is the day after
        expect(warsawDayOf(endsAt)).toBe(lastDay);
        expect(warsawDayOf(endsAt + 1)).not.toBe(lastDay);
        // between 14 and 15 days later, give or take the hour a DST change moves
        expect(endsAt - received).toBeGreaterThan(14 * DAY_MS - 3_600_000);
        expect(endsAt - received).toBeLessThan(15 * DAY_MS + 3_600_000);
      }),
    );
  });

  it("gives every instant of one Warsaw day the same deadline", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: DAY_MS }), (received, later) => {
        const other = received + later;
        fc.pre(warsawDayOf(other) === warsawDayOf(received));
        expect(complaintAnswerDeadline(other)).toEqual(complaintAnswerDeadline(received));
      }),
    );
  });
});

describe("complaintWindow (properties)", () => {
  it("is never shorter than two years minus a day and ends at the end of a Warsaw day", () => {
    fc.assert(
      fc.property(instant, (delivered) => {
        const day = warsawDayOf(delivered);
        const { lastDay, endsAt } = complaintWindow(day);
        expect(warsawDayOf(endsAt)).toBe(lastDay);
        expect(warsawDayOf(endsAt + 1)).not.toBe(lastDay);
        expect(endsAt - delivered).toBeGreaterThan(2 * 365 * DAY_MS - DAY_MS);
        expect(lastDay.slice(0, 4)).toBe(String(Number(day.slice(0, 4)) + 2));
      }),
    );
  });
});
