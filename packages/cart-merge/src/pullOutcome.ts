import type { CartCommand } from "./cartCommand.js";
import type { CartAction } from "./cartReducer.js";
import type { ConnectContext } from "./connectOutcome.js";
import { isSuccess } from "./isSuccess.js";
import type { ServerCartLine, ServerResponse } from "./types.js";

/**
 * What to do with the answer of `GET cart/pull` (behaviour §9.10 `sync` steps 4–5).
 *
 * @example
 * const outcome: PullOutcome = { type: "merge", serverItems: [] };
 */
export type PullOutcome =
  | { readonly type: "merge"; readonly serverItems: readonly (ServerCartLine | null)[] }
  | {
      readonly type: "failed";
      readonly actions: readonly CartAction[];
      readonly commands: readonly CartCommand[];
    };

/**
 * Maps the answer of `GET cart/pull`. Pure. 200: merge the result (`planCartMerge`). Otherwise: with the
 * bypass counter below the maximum, counter + 1 and `connect({guestCart: true})` (re-creating the cart);
 * then `saveHash`, and the sync returns an empty DiffLog.
 *
 * @example
 * pullOutcome({ code: 404, result: "Not found" }, { connectBypassCount: 0 });
 * // { type: "failed", actions: [{ type: "bumpBypassCounter", by: 1 }], commands: [{ type: "connect", guestCart: true, … }, { type: "saveHash" }] }
 */
export function pullOutcome(
  response: ServerResponse<unknown> | null | undefined,
  context: Pick<ConnectContext, "connectBypassCount" | "maxCartBypassAttempts">,
): PullOutcome {
  if (isSuccess(response)) {
    const result = response?.result;
    return { type: "merge", serverItems: Array.isArray(result) ? (result as (ServerCartLine | null)[]) : [] };
  }
  const retry = context.connectBypassCount < (context.maxCartBypassAttempts ?? 1);
  return {
    type: "failed",
    actions: retry ? [{ type: "bumpBypassCounter", by: 1 }] : [],
    commands: retry
      ? [{ type: "connect", guestCart: true, forceClientState: false, mergeQty: false }, { type: "saveHash" }]
      : [{ type: "saveHash" }],
  };
}
