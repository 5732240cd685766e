import { cartHash } from "./cartHash.js";
import type { CartState } from "./cartState.js";
import type { CartLine, PlatformTotals } from "./types.js";

/**
 * How the minicart counts (behaviour §1 `cart.minicartCountType`).
 *
 * @example
 * const countType: MinicartCountType = "items";
 */
export type MinicartCountType = "quantities" | "items";

/**
 * The minicart badge: the number of lines with `'items'`, else the sum of quantities (behaviour §9.2). Pure.
 *
 * @default countType "quantities"
 * @example
 * itemsTotalQuantity([{ qty: 2 }, { qty: 3 }]); // 5
 * itemsTotalQuantity([{ qty: 2 }, { qty: 3 }], "items"); // 2
 */
export function itemsTotalQuantity(
  items: readonly CartLine[],
  countType: MinicartCountType = "quantities",
): number {
  if (countType === "items") return items.length;
  let total = 0;
  for (const line of items) {
    const n = typeof line.qty === "number" ? line.qty : Number.parseInt(String(line.qty), 10);
    if (Number.isFinite(n)) total += n;
  }
  return total;
}

/**
 * A cart is virtual when it is non-empty and every line's `type_id` is `virtual` or `downloadable`
 * (behaviour §9.2). Pure.
 *
 * @example
 * isVirtualCart([{ type_id: "virtual" }, { type_id: "downloadable" }]); // true
 * isVirtualCart([]); // false
 */
export function isVirtualCart(items: readonly CartLine[]): boolean {
  return (
    items.length > 0 && items.every((line) => line.type_id === "virtual" || line.type_id === "downloadable")
  );
}

/**
 * The applied coupon: `{code, discount}` when the platform totals carry their own `coupon_code`, else
 * `false` (behaviour §9.2). Pure.
 *
 * @example
 * couponOf({ coupon_code: "LATO10", discount_amount: -26 }); // { code: "LATO10", discount: -26 }
 */
export function couponOf(
  platformTotals: PlatformTotals | null | undefined,
): { readonly code: string; readonly discount: number | undefined } | false {
  if (!platformTotals || !Object.hasOwn(platformTotals, "coupon_code")) return false;
  const code = platformTotals.coupon_code;
  if (typeof code !== "string" || code === "") return false;
  return { code, discount: platformTotals.discount_amount };
}

/**
 * Element 0 when the value is a list, else the value itself (`firstShipping` / `firstPayment`, §9.2). Pure.
 *
 * @example
 * firstOf([{ code: "cod" }]); // { code: "cod" }
 */
export function firstOf<TValue>(value: TValue | readonly TValue[] | null | undefined): TValue | undefined {
  if (Array.isArray(value)) return value[0] as TValue | undefined;
  return (value ?? undefined) as TValue | undefined;
}

/**
 * Connected once the cart has a server token (behaviour §9.2). Pure.
 *
 * @example
 * isCartConnected({ cartServerToken: "aZ3" }); // true
 */
export function isCartConnected(state: Pick<CartState, "cartServerToken">): boolean {
  return Boolean(state.cartServerToken);
}

/**
 * The hash of the state's current lines and token (see {@link cartHash}). Pure.
 *
 * @example
 * currentCartHash(initialCartState()).length; // 56
 */
export function currentCartHash(state: Pick<CartState, "cartItems" | "cartServerToken">): string {
  return cartHash(state.cartItems, state.cartServerToken);
}

/**
 * Whether the current hash differs from the saved `cartItemsHash` (behaviour §9.2). Pure.
 *
 * @example
 * isCartHashChanged({ ...initialCartState(), cartItemsHash: "old" }); // true
 */
export function isCartHashChanged(
  state: Pick<CartState, "cartItems" | "cartServerToken" | "cartItemsHash">,
): boolean {
  return currentCartHash(state) !== state.cartItemsHash;
}

/**
 * A cart sync is required when no hash was saved, the hash changed, or no sync happened yet (§9.2). Pure.
 *
 * @example
 * isSyncRequired(initialCartState()); // true (never synced)
 */
export function isSyncRequired(
  state: Pick<CartState, "cartItems" | "cartServerToken" | "cartItemsHash" | "cartServerLastSyncDate">,
): boolean {
  return !state.cartItemsHash || isCartHashChanged(state) || !state.cartServerLastSyncDate;
}

/**
 * The same rule as {@link isSyncRequired}, with the totals sync date (behaviour §9.2). Pure.
 *
 * @example
 * isTotalsSyncRequired(initialCartState()); // true
 */
export function isTotalsSyncRequired(
  state: Pick<CartState, "cartItems" | "cartServerToken" | "cartItemsHash" | "cartServerLastTotalsSyncDate">,
): boolean {
  return !state.cartItemsHash || isCartHashChanged(state) || !state.cartServerLastTotalsSyncDate;
}

/**
 * Where the cart runs: the online flag and whether this is the browser (behaviour §0: passed in).
 *
 * @example
 * const env: CartEnvironment = { online: true, client: true, cartSynchronize: true, synchronizeTotals: true };
 */
export interface CartEnvironment {
  readonly online: boolean;
  /** Running in the browser. @default true */
  readonly client?: boolean;
  /** `cart.synchronize`. @default true */
  readonly cartSynchronize?: boolean;
  /** `cart.synchronize_totals`. @default true */
  readonly synchronizeTotals?: boolean;
}

/**
 * `isCartSyncEnabled = cart.synchronize ∧ online ∧ client` (behaviour §9.2). Pure.
 *
 * @example
 * isCartSyncEnabled({ online: false }); // false
 */
export function isCartSyncEnabled(env: CartEnvironment): boolean {
  return (env.cartSynchronize ?? true) && env.online && (env.client ?? true);
}

/**
 * `isTotalsSyncEnabled = cart.synchronize_totals ∧ online ∧ client` (behaviour §9.2). Pure.
 *
 * @example
 * isTotalsSyncEnabled({ online: true, synchronizeTotals: false }); // false
 */
export function isTotalsSyncEnabled(env: CartEnvironment): boolean {
  return (env.synchronizeTotals ?? true) && env.online && (env.client ?? true);
}

/**
 * `canUpdateMethods = isCartSyncEnabled ∧ isCartConnected` (behaviour §9.2). Pure.
 *
 * @example
 * canUpdateMethods({ cartServerToken: "q" }, { online: true }); // true
 */
export function canUpdateMethods(state: Pick<CartState, "cartServerToken">, env: CartEnvironment): boolean {
  return isCartSyncEnabled(env) && isCartConnected(state);
}

/**
 * `canSyncTotals = isTotalsSyncEnabled ∧ isCartConnected` (behaviour §9.2). Pure.
 *
 * @example
 * canSyncTotals({ cartServerToken: "" }, { online: true }); // false
 */
export function canSyncTotals(state: Pick<CartState, "cartServerToken">, env: CartEnvironment): boolean {
  return isTotalsSyncEnabled(env) && isCartConnected(state);
}
