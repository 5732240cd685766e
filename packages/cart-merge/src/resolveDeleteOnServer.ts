import { CartMergeError } from "./cartMergeError.js";
import { createDiffLog, type DiffLog, pushServerResponse } from "./diffLog.js";
import { responseStatus } from "./isSuccess.js";
import type { DeleteOnServerEffect } from "./planCartMerge.js";
import type { ServerResponse } from "./types.js";

/**
 * Feeds the answer of a `deleteOnServer` effect back: the server response is recorded in the DiffLog
 * (§9.11). Nothing changes locally: the line was never on the client. Pure.
 *
 * @example
 * const effect = planCartMerge([], [{ sku: "B", item_id: 7, quote_id: "q", qty: 1 }], { forceClientState: true }).effects[0] as DeleteOnServerEffect;
 * resolveDeleteOnServer(effect, { code: 200, result: true }).serverResponses; // [{ status: 200, sku: "B", result: true }]
 */
export function resolveDeleteOnServer(
  effect: DeleteOnServerEffect,
  response: ServerResponse | null | undefined,
): DiffLog {
  if (effect.type !== "deleteOnServer") {
    throw new CartMergeError({
      reason: "effect-mismatch",
      expected: "deleteOnServer",
      received: String(effect.type),
    });
  }
  const sku = effect.serverLine.sku;
  return pushServerResponse(createDiffLog(), {
    status: responseStatus(response),
    sku: sku === undefined || sku === null ? undefined : String(sku),
    result: response?.result,
  });
}
