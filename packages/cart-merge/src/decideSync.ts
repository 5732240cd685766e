import type { CartAction } from "./cartReducer.js";
import { isCartHashChanged } from "./cartSelectors.js";
import type { CartState } from "./cartState.js";
import type { CartMergeFlags } from "./planCartMerge.js";

/**
 * Inputs of {@link decideSync} (behaviour §9.10 `sync`, §9.2, §1 defaults).
 *
 * @example
 * const context: SyncContext = { now: 1_700_000_000_000, online: true };
 */
export interface SyncContext {
  /** The clock reading for `MARK_SYNC`. */
  readonly now: number;
  /** The current online flag. */
  readonly online: boolean;
  /** Running in the browser (syncs never run on the server). @default true */
  readonly client?: boolean;
  /** `cart.synchronize`. @default true */
  readonly cartSynchronize?: boolean;
  /** The shopper is in checkout (§10.4): the sync behaves as `forceClientState`. @default false */
  readonly inCheckout?: boolean;
  /** @default false */
  readonly forceClientState?: boolean;
  /** @default false */
  readonly dryRun?: boolean;
  /** @default false */
  readonly mergeQty?: boolean;
  /** Sync even when nothing changed (`clear()`, coupons). @default false */
  readonly forceSync?: boolean;
  /** Passed through to the merge flags. @default undefined */
  readonly merge?: Omit<CartMergeFlags, "forceClientState" | "dryRun" | "mergeQty" | "cartServerToken">;
}

/**
 * Whether a sync runs and why (behaviour §9.2, §9.10). When it runs: dispatch `actions` (MARK_SYNC),
 * `GET cart/pull`, and hand the answer to `pullOutcome`, then `planCartMerge(items, serverItems, flags)`.
 *
 * @example
 * const decision: SyncDecision = { run: false, reason: "not-required" };
 */
export type SyncDecision =
  | {
      readonly run: true;
      readonly reason: "forced" | "no-saved-hash" | "hash-changed" | "never-synced";
      readonly actions: readonly CartAction[];
      readonly flags: CartMergeFlags;
    }
  | {
      readonly run: false;
      /** `missing-cart-token`: a forced sync without a cart; the queue rejects it with its missing-cart-id error. */
      readonly reason: "sync-disabled" | "not-connected" | "not-required" | "missing-cart-token";
    };

/**
 * Decides `sync()` (behaviour §9.10): it runs only when the cart hash changed, no hash was saved, no sync
 * happened yet, or a forced sync is requested — and, unless forced, only when sync is enabled and the cart
 * is connected. In checkout the merge is forced to the client state. Pure.
 *
 * @example
 * decideSync({ ...initialCartState(), cartServerToken: "q" }, { now: 1000, online: true });
 * // { run: true, reason: "no-saved-hash", actions: [{ type: "markSync", now: 1000 }], flags: { forceClientState: false, dryRun: false, mergeQty: false, cartServerToken: "q" } }
 */
export function decideSync(
  state: Pick<CartState, "cartItems" | "cartServerToken" | "cartItemsHash" | "cartServerLastSyncDate">,
  context: SyncContext,
): SyncDecision {
  const {
    now,
    online,
    client = true,
    cartSynchronize = true,
    inCheckout = false,
    forceClientState = false,
    dryRun = false,
    mergeQty = false,
    forceSync = false,
    merge = {},
  } = context;
  const connected = Boolean(state.cartServerToken);
  let reason: "forced" | "no-saved-hash" | "hash-changed" | "never-synced" | undefined;
  if (!state.cartItemsHash) reason = "no-saved-hash";
  else if (isCartHashChanged(state)) reason = "hash-changed";
  else if (!state.cartServerLastSyncDate) reason = "never-synced";
  if (forceSync) {
    if (!connected) return { run: false, reason: "missing-cart-token" };
    reason ??= "forced";
  } else {
    if (!(cartSynchronize && online && client)) return { run: false, reason: "sync-disabled" };
    if (!connected) return { run: false, reason: "not-connected" };
    if (reason === undefined) return { run: false, reason: "not-required" };
  }
  return {
    run: true,
    reason,
    actions: [{ type: "markSync", now }],
    flags: {
      ...merge,
      forceClientState: inCheckout || forceClientState,
      dryRun,
      mergeQty,
      cartServerToken: state.cartServerToken,
    },
  };
}

/**
 * `create()` (behaviour §9.10): a server cart is needed when there are lines and no token; the store then
 * runs `connect({guestCart: false})`. Pure.
 *
 * @example
 * needsServerCart({ cartItems: [{ sku: "A" }], cartServerToken: "" }); // true
 */
export function needsServerCart(state: Pick<CartState, "cartItems" | "cartServerToken">): boolean {
  return state.cartItems.length > 0 && !state.cartServerToken;
}
