import type { CartCommand } from "./cartCommand.js";
import type { CartAction } from "./cartReducer.js";
import type { CartLine } from "./types.js";

/**
 * Plans `load({forceClientState})` + `synchronizeCart` (behaviour §9.10). Pure. LOAD the stored lines;
 * with cart sync on, a stored hash → SAVE_HASH, a stored token → SRV_TOKEN and a `sync` (not awaited,
 * dry run when `serverMergeByDefault` is off); then always `create`. The store calls
 * `setDefaultCheckoutMethods` (checkout package) first.
 *
 * @example
 * planLoadCart({ storedItems: [{ sku: "A", qty: 1 }], storedToken: "q", storedHash: "h" }).commands;
 * // [{ type: "sync", forceClientState: false, dryRun: false, mergeQty: false, forceSync: false }, { type: "create" }]
 */
export function planLoadCart(input: {
  readonly storedItems: readonly CartLine[] | null | undefined;
  readonly storedHash?: string | null;
  readonly storedToken?: string | number | null;
  /** @default false */
  readonly forceClientState?: boolean;
  /** `cart.synchronize`. @default true */
  readonly cartSynchronize?: boolean;
  /** `cart.serverMergeByDefault`. @default true */
  readonly serverMergeByDefault?: boolean;
}): { readonly actions: readonly CartAction[]; readonly commands: readonly CartCommand[] } {
  const {
    storedHash,
    storedToken,
    forceClientState = false,
    cartSynchronize = true,
    serverMergeByDefault = true,
  } = input;
  const actions: CartAction[] = [{ type: "load", items: input.storedItems ?? [] }];
  if (!cartSynchronize) return { actions, commands: [] };
  const commands: CartCommand[] = [];
  if (storedHash) actions.push({ type: "saveHash", hash: storedHash });
  if (storedToken) {
    actions.push({ type: "setServerToken", token: storedToken });
    commands.push({
      type: "sync",
      forceClientState,
      dryRun: !serverMergeByDefault,
      mergeQty: false,
      forceSync: false,
    });
  }
  commands.push({ type: "create" });
  return { actions, commands };
}

/**
 * Plans `clear({disconnect = true, sync = true})` (behaviour §9.10). Pure. LOAD([]) first; with `sync`, a
 * forced client-state sync (it deletes every server line); with `disconnect`, SAVE_HASH(null) and
 * SRV_TOKEN(null) after it. After an order and on logout it is called with `sync: false`.
 *
 * @example
 * planClearCart({ sync: false });
 * // { before: [{ type: "load", items: [] }], commands: [], after: [{ type: "saveHash", hash: null }, { type: "setServerToken", token: null }] }
 */
export function planClearCart(options: { readonly disconnect?: boolean; readonly sync?: boolean } = {}): {
  readonly before: readonly CartAction[];
  readonly commands: readonly CartCommand[];
  readonly after: readonly CartAction[];
} {
  const { disconnect = true, sync = true } = options;
  return {
    before: [{ type: "load", items: [] }],
    commands: sync
      ? [{ type: "sync", forceClientState: true, dryRun: false, mergeQty: false, forceSync: true }]
      : [],
    after: disconnect
      ? [
          { type: "saveHash", hash: null },
          { type: "setServerToken", token: null },
        ]
      : [],
  };
}

/**
 * The informational quantity `checkProductStatus` passes to the stock check (behaviour §9.7): the line's
 * qty + 1 when the product is already in the cart, else `product.qty || 1`. Pure.
 *
 * @example
 * stockCheckQty([{ sku: "A", qty: 2 }], { sku: "A" }, (line, product) => line.sku === product.sku); // 3
 */
export function stockCheckQty(
  items: readonly CartLine[],
  product: CartLine,
  equals: (line: CartLine, product: CartLine) => boolean,
): number {
  const line = items.find((candidate) => equals(candidate, product));
  const toNumber = (qty: unknown): number => {
    const n = typeof qty === "number" ? qty : Number.parseInt(String(qty), 10);
    return Number.isFinite(n) ? n : 0;
  };
  return line ? toNumber(line.qty) + 1 : toNumber(product.qty) || 1;
}
