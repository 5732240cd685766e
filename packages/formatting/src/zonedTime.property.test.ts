import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toZonedParts, zonedDateTimeToEpoch } from "./zonedTime";

const reference = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat("sv-SE", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).format(ms);

const show = (p: ReturnType<typeof toZonedParts>) =>
  `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")} ${String(p.hour).padStart(2, "0")}:${String(
    p.minute,
  ).padStart(2, "0")}:${String(p.second).padStart(2, "0")}`;

describe("toZonedParts (properties)", () => {
  it("agrees with Intl for any instant in several zones, DST edges included", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 0, 1) }),
        fc.constantFrom("Europe/Warsaw", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "UTC"),
        (ms, zone) => {
          expect(show(toZonedParts(ms, zone))).toBe(reference(ms, zone));
        },
      ),
    );
  });

  it("Warsaw's summer-time rule (no Intl) agrees with Intl a second and an hour around every change, 1996–2099", () => {
    const lastSundayOneUtc = (year: number, monthIndex: number) => {
      const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
      return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
    };
    for (let year = 1996; year < 2100; year++) {
      for (const change of [lastSundayOneUtc(year, 2), lastSundayOneUtc(year, 9)]) {
        for (const delta of [-3_600_000, -1000, 0, 1000, 3_600_000]) {
          const ms = change + delta;
          expect(show(toZonedParts(ms, "Europe/Warsaw"))).toBe(reference(ms, "Europe/Warsaw"));
        }
      }
    }
    // the first and last instants the rule covers, and one on each side of it
    for (const ms of [
      Date.UTC(1995, 11, 31, 23, 59, 59),
      Date.UTC(1996, 0, 1),
      Date.UTC(2099, 11, 31, 23, 59, 59),
      Date.UTC(2100, 0, 1),
    ])
      expect(show(toZonedParts(ms))).toBe(reference(ms, "Europe/Warsaw"));
  });

  it("zonedDateTimeToEpoch inverts toZonedParts outside the autumn overlap", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 0, 1) }), (ms) => {
        const seconds = Math.floor(ms / 1000) * 1000;
        const back = zonedDateTimeToEpoch(toZonedParts(seconds));
        // In the repeated autumn hour the earlier instant is returned, one hour before.
        expect([seconds, seconds - 3_600_000]).toContain(back);
      }),
    );
  });
});
