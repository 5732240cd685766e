import type { CartCommand } from "./cartCommand.js";
import type { CartAction } from "./cartReducer.js";
import { isSuccess, responseStatus } from "./isSuccess.js";
import type { ServerResponse } from "./types.js";

/**
 * Context of {@link connectOutcome} and `pullOutcome` (behaviour §1 defaults).
 *
 * @example
 * const context: ConnectContext = { connectBypassCount: 0 };
 */
export interface ConnectContext {
  /** The shared bypass counter (never reset within a session). */
  readonly connectBypassCount: number;
  /** `queues.maxCartBypassAttempts`. @default 1 */
  readonly maxCartBypassAttempts?: number;
  /** `cart.serverMergeByDefault`: the following sync is a dry run when false. @default true */
  readonly serverMergeByDefault?: boolean;
  /** @default false */
  readonly forceClientState?: boolean;
  /** @default false */
  readonly mergeQty?: boolean;
}

/**
 * What to do with the answer of `POST cart/create` (behaviour §9.10 `connect`).
 *
 * @example
 * const outcome: ConnectOutcome = { type: "failed", actions: [], commands: [] };
 */
export interface ConnectOutcome {
  /** `connected`: token stored, a sync follows. `retry-as-guest`: 401 under the bypass limit. `failed`: log, stay disconnected. */
  readonly type: "connected" | "retry-as-guest" | "failed";
  readonly actions: readonly CartAction[];
  readonly commands: readonly CartCommand[];
}

/**
 * Maps the answer of `POST cart/create` (behaviour §9.10). Pure.
 * - 200: SRV_TOKEN(result), then `sync({forceClientState, dryRun: !serverMergeByDefault, mergeQty})`.
 * - 401 with the bypass counter below `queues.maxCartBypassAttempts`: counter + 1, `connect({guestCart: true})`.
 * - otherwise: nothing; the caller logs and returns an empty DiffLog, and the next `create()` tries again.
 *
 * @example
 * connectOutcome({ code: 200, result: "aZ3" }, { connectBypassCount: 0 }).actions; // [{ type: "setServerToken", token: "aZ3" }]
 */
export function connectOutcome(
  response: ServerResponse | null | undefined,
  context: ConnectContext,
): ConnectOutcome {
  const {
    connectBypassCount,
    maxCartBypassAttempts = 1,
    serverMergeByDefault = true,
    forceClientState = false,
    mergeQty = false,
  } = context;
  if (isSuccess(response)) {
    const token = response?.result;
    return {
      type: "connected",
      actions: [{ type: "setServerToken", token: typeof token === "number" ? token : String(token) }],
      commands: [
        { type: "sync", forceClientState, dryRun: !serverMergeByDefault, mergeQty, forceSync: false },
      ],
    };
  }
  const status = Number.parseInt(String(responseStatus(response)), 10);
  if (status === 401 && connectBypassCount < maxCartBypassAttempts) {
    return {
      type: "retry-as-guest",
      actions: [{ type: "bumpBypassCounter", by: 1 }],
      commands: [{ type: "connect", guestCart: true, forceClientState: false, mergeQty: false }],
    };
  }
  return { type: "failed", actions: [], commands: [] };
}
