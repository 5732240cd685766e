import type { CartAction } from "./cartReducer.js";
import type { CartState } from "./cartState.js";

/**
 * The keys of the `cart` storage collection (behaviour §9.4).
 *
 * @example
 * const key: CartStorageKey = "current-cart";
 */
export type CartStorageKey = "current-cart" | "current-cart-token" | "current-cart-hash" | "current-totals";

/**
 * One storage write the store performs after an action (failures are only logged).
 *
 * @example
 * const write: CartStorageWrite = { key: "current-cart-token", value: "aZ3" };
 */
export interface CartStorageWrite {
  readonly key: CartStorageKey;
  readonly value: unknown;
}

const ITEM_ACTIONS = new Set<CartAction["type"]>([
  "load",
  "add",
  "delete",
  "deleteNonConfirmed",
  "updateQty",
  "updateProps",
]);

/**
 * The storage writes that follow an action (behaviour §9.4, transactions §4 "persists on cart change,
 * token change, hash change and totals change"), read from the state after the action. Pure.
 * - `current-cart` (the lines) after LOAD, ADD, DEL, DEL_NONCONFIRMED, UPD and UPD_PROPS;
 * - `current-cart-token` after SRV_TOKEN; `current-cart-hash` after SAVE_HASH;
 * - `current-totals` (`{platformTotals, platformTotalSegments}`) after UPD_TOTALS.
 *
 * @example
 * cartStorageWrites({ type: "setServerToken", token: "aZ3" }, { ...initialCartState(), cartServerToken: "aZ3" });
 * // [{ key: "current-cart-token", value: "aZ3" }]
 */
export function cartStorageWrites(action: CartAction, after: CartState): readonly CartStorageWrite[] {
  if (ITEM_ACTIONS.has(action.type)) return [{ key: "current-cart", value: after.cartItems }];
  switch (action.type) {
    case "setServerToken":
      return [{ key: "current-cart-token", value: after.cartServerToken }];
    case "saveHash":
      return [{ key: "current-cart-hash", value: after.cartItemsHash }];
    case "updateTotals":
      return [
        {
          key: "current-totals",
          value: { platformTotals: after.platformTotals, platformTotalSegments: after.platformTotalSegments },
        },
      ];
    default:
      return [];
  }
}

/**
 * The action for a storage change made by another browser tab (behaviour §9.4): `current-cart` → LOAD,
 * `current-totals` → UPD_TOTALS, `current-cart-token` → SRV_TOKEN (decision); any other key → `null`.
 * Pure.
 *
 * @example
 * crossTabAction("current-cart", [{ sku: "A", qty: 1 }]); // { type: "load", items: [{ sku: "A", qty: 1 }] }
 */
export function crossTabAction(key: string, value: unknown): CartAction | null {
  switch (key) {
    case "current-cart":
      return { type: "load", items: Array.isArray(value) ? value : [] };
    case "current-totals": {
      const totals = (value ?? {}) as {
        platformTotals?: Extract<CartAction, { type: "updateTotals" }>["totals"];
        platformTotalSegments?: Extract<CartAction, { type: "updateTotals" }>["platformTotalSegments"];
        itemsAfterPlatformTotals?: Readonly<Record<string, unknown>>;
      };
      return {
        type: "updateTotals",
        totals: totals.platformTotals ?? null,
        platformTotalSegments: totals.platformTotalSegments ?? null,
        itemsAfterPlatformTotals: totals.itemsAfterPlatformTotals ?? {},
      };
    }
    case "current-cart-token":
      return {
        type: "setServerToken",
        token: typeof value === "string" || typeof value === "number" ? value : null,
      };
    default:
      return null;
  }
}
