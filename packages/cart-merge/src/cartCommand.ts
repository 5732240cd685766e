import type { CartLine } from "./types.js";

/**
 * The follow-up steps a plan asks the cart store to run next, in order (behaviour §9.7–§9.16). Each is a
 * store action that does I/O, so it is named here and run by the caller:
 * - `create`: when {@link needsServerCart} holds, run `connect({guestCart: false})`.
 * - `connect`: `POST cart/create` (a guest request strips the `{{token}}`), then {@link connectOutcome}.
 * - `sync`: {@link decideSync}; when it runs, `GET cart/pull`, then {@link pullOutcome} and `planCartMerge`.
 * - `syncTotals`: {@link planSyncTotals}, the request it names, then {@link applyServerTotals}. With
 *   `afterPaint`, started once the browser has painted what the steps before it showed (an add's
 *   confirmation) and not awaited: what it changes comes after the confirmation, not before it.
 * - `pushAdded`: the short path of an add (issue 30): {@link planPushAddedLines}, one `cart/update` per line
 *   (without a `cartId` when `open`, which opens the cart), each answer through {@link pushedLineOutcome},
 *   then {@link afterPushCommands}.
 * - `saveHash`: dispatch `{type: "saveHash", hash: currentCartHash(state)}` with the state at that moment.
 * - `removeCoupon` / `applyCoupon`: {@link planRemoveCoupon} / {@link planApplyCoupon} and their outcomes.
 *
 * @example
 * const next: CartCommand = { type: "syncTotals", forceServerSync: true };
 */
export type CartCommand =
  | { readonly type: "create" }
  | {
      readonly type: "connect";
      readonly guestCart: boolean;
      readonly forceClientState: boolean;
      readonly mergeQty: boolean;
    }
  | {
      readonly type: "sync";
      readonly forceClientState: boolean;
      readonly dryRun: boolean;
      readonly mergeQty: boolean;
      readonly forceSync: boolean;
    }
  | { readonly type: "syncTotals"; readonly forceServerSync: boolean; readonly afterPaint?: boolean }
  | { readonly type: "pushAdded"; readonly products: readonly CartLine[]; readonly open: boolean }
  | { readonly type: "saveHash" }
  | { readonly type: "removeCoupon"; readonly sync: boolean }
  | { readonly type: "applyCoupon"; readonly code: string };
