import { describe, expect, it } from "vitest";
import { closeMergeDiff } from "./closeMergeDiff.js";
import { createDiffLog, pushServerParty } from "./diffLog.js";

describe("closeMergeDiff", () => {
  it("appends update-required parties when the hash changed and totals are required", () => {
    expect(closeMergeDiff(createDiffLog(), { hashChanged: true, totalsSyncRequired: true }).items).toEqual([
      { party: "client", status: "update-required" },
      { party: "server", status: "update-required" },
    ]);
  });

  it("appends no-changes parties after the line parties otherwise", () => {
    const lines = pushServerParty(createDiffLog(), { status: "no-item", sku: "A" });
    expect(closeMergeDiff(lines, { hashChanged: false, totalsSyncRequired: false }).items).toEqual([
      { party: "server", status: "no-item", sku: "A" },
      { party: "client", status: "no-changes" },
      { party: "server", status: "no-changes" },
    ]);
  });
});
