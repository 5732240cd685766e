import { formatDateTime } from "@outlet/formatting";
import { describe, expect, it } from "vitest";
import { apiUtcTime } from "./apiUtcTime";

describe("apiUtcTime", () => {
  it("reads the API's zoneless order time as UTC, shown in Warsaw winter and summer time", () => {
    expect(formatDateTime(apiUtcTime("2026-11-29 13:18:05"))).toBe("29.11.2026, 14:18");
    expect(formatDateTime(apiUtcTime("2026-07-03 22:30:00"))).toBe("04.07.2026, 00:30");
  });

  it("keeps an instant that names its zone, and text that is no time", () => {
    expect(apiUtcTime("2026-11-29T13:18:05.000Z")).toBe("2026-11-29T13:18:05.000Z");
    expect(apiUtcTime("2026-11-29T14:18:05+01:00")).toBe("2026-11-29T14:18:05+01:00");
    expect(apiUtcTime("wczoraj")).toBe("wczoraj");
  });
});
