import { describe, expect, it } from "vitest";
import { type DeleteOnServerEffect, planCartMerge } from "./planCartMerge.js";
import { resolveDeleteOnServer } from "./resolveDeleteOnServer.js";

describe("resolveDeleteOnServer", () => {
  const effect = planCartMerge([], [{ sku: "B", item_id: 7, quote_id: "q", qty: 1 }], {
    forceClientState: true,
  }).effects[0] as DeleteOnServerEffect;

  it("records the server response", () => {
    expect(resolveDeleteOnServer(effect, { code: 200, result: true }).serverResponses).toEqual([
      { status: 200, sku: "B", result: true },
    ]);
  });

  it("records a failed delete too", () => {
    expect(resolveDeleteOnServer(effect, { code: 404, result: "x" }).serverResponses[0]?.status).toBe(404);
  });

  it("rejects an effect of another type", () => {
    expect(() => resolveDeleteOnServer({ type: "pushLine" } as never, null)).toThrow(
      "Expected a 'deleteOnServer' effect, received 'pushLine'",
    );
  });
});
