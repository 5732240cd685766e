import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatLongDate, formatLongDateTime } from "./formatDate";
import { FormattingError } from "./formattingError";
import { deStoreView, itStoreView } from "./storeView";

describe("formatDate", () => {
  it("uses HH:mm D/M/YYYY in Europe/Warsaw by default", () => {
    expect(formatDate("2026-11-21T09:05:00Z")).toBe("10:05 21/11/2026");
  });

  it("applies summer time in Warsaw", () => {
    expect(formatDate(Date.UTC(2026, 6, 4, 22, 30))).toBe("00:30 5/7/2026");
  });

  it("accepts a Date, epoch milliseconds and an ISO string alike", () => {
    const at = Date.UTC(2026, 0, 2, 3, 4, 5);
    expect(formatDate(new Date(at), "YYYY-MM-DD HH:mm:ss")).toBe("2026-01-02 04:04:05");
    expect(formatDate(at, "YYYY-MM-DD HH:mm:ss")).toBe("2026-01-02 04:04:05");
    expect(formatDate("2026-01-02T03:04:05.000Z", "YYYY-MM-DD HH:mm:ss")).toBe("2026-01-02 04:04:05");
  });

  it("reads a date-only string as midnight in the shop zone", () => {
    expect(formatDate("2026-11-21")).toBe("00:00 21/11/2026");
  });

  it("reads an offset-less date-time as Warsaw wall-clock time", () => {
    expect(formatDate("2026-11-21 18:30:00")).toBe("18:30 21/11/2026");
  });

  it("honours explicit offsets", () => {
    expect(formatDate("2026-11-21T18:30:00+02:00")).toBe("17:30 21/11/2026");
  });

  it("returns '' for blank input", () => {
    expect(formatDate(undefined)).toBe("");
    expect(formatDate(null)).toBe("");
    expect(formatDate("")).toBe("");
  });

  it("returns unparseable values unchanged", () => {
    expect(formatDate("wczoraj")).toBe("wczoraj");
    expect(formatDate("2026-02-30")).toBe("2026-02-30");
    expect(formatDate(Number.NaN)).toBeNaN();
    expect(formatDate(true)).toBe(true);
  });

  it("writes every numeric token padded or not", () => {
    const at = "2026-03-04T05:06:07+01:00";
    expect(formatDate(at, "YYYY YY M MM D DD H HH m mm s ss")).toBe("2026 26 3 03 4 04 5 05 6 06 7 07");
  });

  it("expands LT, LTS, L, LL and LLL", () => {
    const at = "2026-11-21 08:09:10";
    expect(formatDate(at, "LT")).toBe("08:09");
    expect(formatDate(at, "LTS")).toBe("08:09:10");
    expect(formatDate(at, "L")).toBe("21.11.2026");
    expect(formatDate(at, "LL")).toBe("21 listopada 2026");
    expect(formatDate(at, "LLL")).toBe("21 listopada 2026 08:09");
  });

  it("keeps [bracketed] text literal", () => {
    expect(formatDate("2026-11-21", "[Dnia] D.MM [o] HH:mm")).toBe("Dnia 21.11 o 00:00");
  });

  it("writes the month in the genitive after a day", () => {
    const genitive = [
      "stycznia",
      "lutego",
      "marca",
      "kwietnia",
      "maja",
      "czerwca",
      "lipca",
      "sierpnia",
      "września",
      "października",
      "listopada",
      "grudnia",
    ];
    genitive.forEach((name, i) => {
      const month = String(i + 1).padStart(2, "0");
      expect(formatDate(`2026-${month}-15`, "D MMMM YYYY")).toBe(`15 ${name} 2026`);
    });
  });

  it("writes the month in the nominative on its own", () => {
    const nominative = [
      "styczeń",
      "luty",
      "marzec",
      "kwiecień",
      "maj",
      "czerwiec",
      "lipiec",
      "sierpień",
      "wrzesień",
      "październik",
      "listopad",
      "grudzień",
    ];
    nominative.forEach((name, i) => {
      const month = String(i + 1).padStart(2, "0");
      expect(formatDate(`2026-${month}-15`, "MMMM YYYY")).toBe(`${name} 2026`);
    });
  });

  it("uses German and Italian month names for the banner variants", () => {
    expect(formatDate("2026-03-21", "D MMMM YYYY", deStoreView)).toBe("21 März 2026");
    expect(formatDate("2026-11-21", "D MMMM YYYY", itStoreView)).toBe("21 novembre 2026");
    expect(formatDate("2026-11-21 10:00", undefined, deStoreView)).toBe("10:00 21.11.2026");
  });

  it("uses a time zone passed in the store view", () => {
    expect(formatDate("2026-11-21T09:05:00Z", "HH:mm", { i18n: { timeZone: "UTC" } })).toBe("09:05");
  });

  it("throws a FormattingError for an unknown time zone", () => {
    expect(() => formatDate(0, "HH", { i18n: { timeZone: "Mars/Olympus" } })).toThrow(FormattingError);
  });
});

describe("formatLongDate", () => {
  it("writes a Polish long date in the genitive", () => {
    expect(formatLongDate("2026-11-21")).toBe("21 listopada 2026");
    expect(formatLongDate(Date.UTC(2026, 0, 31, 23, 30))).toBe("1 lutego 2026");
  });
});

describe("formatDateTime", () => {
  it("writes day.month.year, hours:minutes in Warsaw time, winter and summer", () => {
    expect(formatDateTime("2026-11-29T13:05:00Z")).toBe("29.11.2026, 14:05");
    expect(formatDateTime(Date.UTC(2026, 6, 3, 22, 30))).toBe("04.07.2026, 00:30");
  });

  it("gives '' for blank input", () => {
    expect(formatDateTime(null)).toBe("");
  });
});

describe("formatLongDateTime", () => {
  it("writes the day, the month's genitive, the year and the Warsaw time", () => {
    expect(formatLongDateTime("2026-11-30T18:00:00Z")).toBe("30 listopada 2026, 19:00");
    expect(formatLongDateTime(Date.UTC(2026, 6, 3, 22, 30))).toBe("4 lipca 2026, 00:30");
  });

  it("gives '' for a blank value", () => {
    expect(formatLongDateTime(null)).toBe("");
  });

  it("turns the Warsaw day at Warsaw midnight, not UTC's", () => {
    expect(formatLongDateTime(Date.UTC(2026, 10, 30, 22, 59))).toBe("30 listopada 2026, 23:59");
    expect(formatLongDateTime(Date.UTC(2026, 10, 30, 23, 0))).toBe("1 grudnia 2026, 00:00");
  });

  it("follows the clock change: the hour repeated in October, skipped in March", () => {
    // 25 October 2026: 03:00 CEST becomes 02:00 CET
    expect(formatLongDateTime(Date.UTC(2026, 9, 25, 0, 30))).toBe("25 października 2026, 02:30");
    expect(formatLongDateTime(Date.UTC(2026, 9, 25, 1, 30))).toBe("25 października 2026, 02:30");
    // 29 March 2026: 02:00 CET becomes 03:00 CEST
    expect(formatLongDateTime(Date.UTC(2026, 2, 29, 0, 59))).toBe("29 marca 2026, 01:59");
    expect(formatLongDateTime(Date.UTC(2026, 2, 29, 1, 0))).toBe("29 marca 2026, 03:00");
  });

  it("is the one long form of mails and shopper pages: never the back office's compact one", () => {
    const at = Date.UTC(2026, 10, 29, 13, 5);
    expect(formatLongDateTime(at)).toBe("29 listopada 2026, 14:05");
    expect(formatDateTime(at)).toBe("29.11.2026, 14:05");
  });
});
