import { describe, expect, it } from "vitest";
import { connectOutcome } from "./connectOutcome.js";

describe("connectOutcome", () => {
  it("stores the token and syncs on 200", () => {
    expect(connectOutcome({ code: 200, result: "aZ3" }, { connectBypassCount: 0 })).toEqual({
      type: "connected",
      actions: [{ type: "setServerToken", token: "aZ3" }],
      commands: [{ type: "sync", forceClientState: false, dryRun: false, mergeQty: false, forceSync: false }],
    });
  });

  it("keeps a customer cart id as a number", () => {
    expect(connectOutcome({ code: 200, result: 42 }, { connectBypassCount: 0 }).actions).toEqual([
      { type: "setServerToken", token: 42 },
    ]);
  });

  it("syncs as a dry run when serverMergeByDefault is off, passing mergeQty and forceClientState", () => {
    const outcome = connectOutcome(
      { code: 200, result: "aZ3" },
      { connectBypassCount: 0, serverMergeByDefault: false, mergeQty: true, forceClientState: true },
    );
    expect(outcome.commands).toEqual([
      { type: "sync", forceClientState: true, dryRun: true, mergeQty: true, forceSync: false },
    ]);
  });

  it("retries as a guest on 401 below the bypass limit, bumping the counter", () => {
    expect(connectOutcome({ code: 401, result: "Unauthorized" }, { connectBypassCount: 0 })).toEqual({
      type: "retry-as-guest",
      actions: [{ type: "bumpBypassCounter", by: 1 }],
      commands: [{ type: "connect", guestCart: true, forceClientState: false, mergeQty: false }],
    });
  });

  it("fails on 401 once the bypass limit is reached", () => {
    expect(connectOutcome({ code: 401 }, { connectBypassCount: 1 })).toEqual({
      type: "failed",
      actions: [],
      commands: [],
    });
  });

  it("honours a higher bypass limit", () => {
    expect(connectOutcome({ code: 401 }, { connectBypassCount: 1, maxCartBypassAttempts: 2 }).type).toBe(
      "retry-as-guest",
    );
  });

  it("fails on any other code", () => {
    expect(connectOutcome({ code: 500 }, { connectBypassCount: 0 }).type).toBe("failed");
  });
});
