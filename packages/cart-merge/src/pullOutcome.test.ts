import { describe, expect, it } from "vitest";
import { pullOutcome } from "./pullOutcome.js";

describe("pullOutcome", () => {
  it("merges the server lines on 200", () => {
    expect(pullOutcome({ code: 200, result: [{ sku: "A", item_id: 1 }] }, { connectBypassCount: 0 })).toEqual(
      {
        type: "merge",
        serverItems: [{ sku: "A", item_id: 1 }],
      },
    );
  });

  it("re-creates the cart as a guest once, then saves the hash, on another code", () => {
    expect(pullOutcome({ code: 404 }, { connectBypassCount: 0 })).toEqual({
      type: "failed",
      actions: [{ type: "bumpBypassCounter", by: 1 }],
      commands: [
        { type: "connect", guestCart: true, forceClientState: false, mergeQty: false },
        { type: "saveHash" },
      ],
    });
  });

  it("only saves the hash once the bypass limit is reached", () => {
    expect(pullOutcome({ code: 404 }, { connectBypassCount: 1 })).toEqual({
      type: "failed",
      actions: [],
      commands: [{ type: "saveHash" }],
    });
  });
});
