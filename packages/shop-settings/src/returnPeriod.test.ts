import { describe, expect, it } from "vitest";
import { isAllowedReturnPeriod } from "./returnPeriod.js";

describe("isAllowedReturnPeriod", () => {
  it("allows the statutory 14 days up to a year", () => {
    expect([14, 30, 365].map(isAllowedReturnPeriod)).toEqual([true, true, true]);
  });

  it("refuses fewer than 14 days, more than a year and parts of a day", () => {
    expect([13, 0, -14, 366, 20.5].map(isAllowedReturnPeriod)).toEqual([false, false, false, false, false]);
  });
});
