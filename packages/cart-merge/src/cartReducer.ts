import type { CartState } from "./cartState.js";
import { productsEquals } from "./productsEquals.js";
import type { CartLine, PaymentMethod, PlatformTotals, ShippingMethod, TotalSegment } from "./types.js";

/**
 * Every change the cart state accepts (behaviour §9.3), one discriminated union. The storefront dispatches
 * these; the planners of this package return them.
 *
 * @example
 * const action: CartAction = { type: "add", product: { sku: "A", qty: 2 } };
 */
export type CartAction =
  /** ADD: an equal line grows by `posInt(product.qty)`, else the product is appended. */
  | { readonly type: "add"; readonly product: CartLine }
  /** DEL: the equal line, and (by default) the lines whose `parentSku` is the product's sku. */
  | { readonly type: "delete"; readonly product: CartLine; readonly removeByParentSku?: boolean }
  /** DEL_NONCONFIRMED: as `delete`, but lines with a truthy `server_item_id` are kept. */
  | { readonly type: "deleteNonConfirmed"; readonly product: CartLine; readonly removeByParentSku?: boolean }
  /** UPD: the equal line's `qty = parseInt(qty)`; a no-op when nothing matches. */
  | { readonly type: "updateQty"; readonly product: CartLine; readonly qty: number | string }
  /**
   * UPD_PROPS: copy `props` (default: every own key of `product`) onto the line that is `product` itself,
   * equals it, or shares its truthy `server_item_id`.
   */
  | {
      readonly type: "updateProps";
      readonly product: CartLine;
      readonly props?: Readonly<Record<string, unknown>>;
    }
  /** LOAD: replace the lines and set `cartIsLoaded`. */
  | { readonly type: "load"; readonly items: readonly CartLine[] | null | undefined }
  | { readonly type: "saveHash"; readonly hash: string | null }
  | { readonly type: "markSync"; readonly now: number }
  | { readonly type: "markTotalsSync"; readonly now: number }
  | { readonly type: "setServerToken"; readonly token: string | number | null }
  | { readonly type: "setShipping"; readonly shipping: ShippingMethod | readonly ShippingMethod[] | null }
  | { readonly type: "setPayment"; readonly payment: PaymentMethod | readonly PaymentMethod[] | null }
  /** TOGGLE_MICROCART: flips the flag, or sets it when `open` is given. */
  | { readonly type: "toggleMicrocart"; readonly open?: boolean }
  | { readonly type: "bumpBypassCounter"; readonly by?: number }
  | { readonly type: "setAddingToCart"; readonly value: boolean }
  | {
      readonly type: "updateTotals";
      readonly itemsAfterPlatformTotals: Readonly<Record<string, unknown>>;
      readonly totals: PlatformTotals | null;
      readonly platformTotalSegments: readonly TotalSegment[] | null;
    };

/**
 * An app event-bus event a reducer step asks the caller to emit (behaviour §9.3).
 *
 * @example
 * const event: CartEvent = { name: "cart-after-add", product: { sku: "A" } };
 */
export interface CartEvent {
  readonly name: string;
  readonly product?: CartLine;
}

/**
 * The new state and the events to emit, in order.
 *
 * @example
 * const { state, events } = cartTransition(initialCartState(), { type: "load", items: [] });
 */
export interface CartTransition {
  readonly state: CartState;
  readonly events: readonly CartEvent[];
}

/**
 * `posInt` of behaviour §9.3: `parseInt`, falling back to 1 for a missing, non-numeric or non-positive
 * quantity (decision: negative quantities also become 1). Pure.
 *
 * @example
 * positiveQty("3"); // 3
 * positiveQty(0); // 1
 */
export function positiveQty(qty: unknown): number {
  const n = typeof qty === "number" ? Math.trunc(qty) : Number.parseInt(String(qty), 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

const currentQty = (qty: unknown): number => {
  const n = typeof qty === "number" ? Math.trunc(qty) : Number.parseInt(String(qty), 10);
  return Number.isFinite(n) ? n : 0;
};

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === "";

function removes(line: CartLine, product: CartLine, removeByParentSku: boolean): boolean {
  if (productsEquals(line, product)) return true;
  return removeByParentSku && !isBlank(product.sku) && line.parentSku === product.sku;
}

function findTarget(items: readonly CartLine[], product: CartLine): number {
  const same = items.indexOf(product);
  if (same >= 0) return same;
  const equal = items.findIndex((line) => productsEquals(line, product));
  if (equal >= 0) return equal;
  const sid = product.server_item_id;
  return sid ? items.findIndex((line) => line.server_item_id === sid) : -1;
}

const around = (name: string, product: CartLine): CartEvent[] => [
  { name: `cart-before-${name}`, product },
  { name: `cart-after-${name}`, product },
];

/**
 * One step of the cart state machine: the new state plus the events to emit. Pure: `state` is not mutated.
 *
 * @example
 * const { state } = cartTransition(initialCartState(), { type: "add", product: { sku: "A", qty: 2 } });
 * state.cartItems; // [{ sku: "A", qty: 2 }]
 */
export function cartTransition(state: CartState, action: CartAction): CartTransition {
  switch (action.type) {
    case "add": {
      const index = state.cartItems.findIndex((line) => productsEquals(line, action.product));
      const qty = positiveQty(action.product.qty);
      const cartItems =
        index < 0
          ? [...state.cartItems, { ...action.product, qty }]
          : state.cartItems.map((line, i) =>
              i === index ? { ...line, qty: currentQty(line.qty) + qty } : line,
            );
      return { state: { ...state, cartItems }, events: around("add", action.product) };
    }
    case "delete":
    case "deleteNonConfirmed": {
      const byParent = action.removeByParentSku ?? true;
      const keepConfirmed = action.type === "deleteNonConfirmed";
      const cartItems = state.cartItems.filter(
        (line) => (keepConfirmed && Boolean(line.server_item_id)) || !removes(line, action.product, byParent),
      );
      return { state: { ...state, cartItems }, events: around("delete", action.product) };
    }
    case "updateQty": {
      const index = state.cartItems.findIndex((line) => productsEquals(line, action.product));
      const qty = typeof action.qty === "number" ? Math.trunc(action.qty) : Number.parseInt(action.qty, 10);
      // decision: a non-numeric quantity is ignored like an unknown line, so a line never holds NaN
      if (index < 0 || !Number.isFinite(qty)) return { state, events: [] };
      const cartItems = state.cartItems.map((line, i) => (i === index ? { ...line, qty } : line));
      return { state: { ...state, cartItems }, events: around("update", action.product) };
    }
    case "updateProps": {
      const index = findTarget(state.cartItems, action.product);
      if (index < 0) return { state, events: [] };
      const props = action.props ?? action.product;
      const cartItems = state.cartItems.map((line, i) => (i === index ? { ...line, ...props } : line));
      return { state: { ...state, cartItems }, events: around("itemchanged", action.product) };
    }
    case "load":
      return {
        state: { ...state, cartItems: action.items ?? [], cartIsLoaded: true },
        events: [
          { name: "sync/PROCESS_QUEUE" },
          { name: "application-after-loaded" },
          { name: "cart-after-loaded" },
        ],
      };
    case "saveHash":
      return { state: { ...state, cartItemsHash: action.hash }, events: [] };
    case "markSync":
      return { state: { ...state, cartServerLastSyncDate: action.now }, events: [] };
    case "markTotalsSync":
      return { state: { ...state, cartServerLastTotalsSyncDate: action.now }, events: [] };
    case "setServerToken":
      return { state: { ...state, cartServerToken: action.token }, events: [] };
    case "setShipping":
      return { state: { ...state, shipping: action.shipping }, events: [] };
    case "setPayment":
      return { state: { ...state, payment: action.payment }, events: [] };
    case "toggleMicrocart":
      return { state: { ...state, isMicrocartOpen: action.open ?? !state.isMicrocartOpen }, events: [] };
    case "bumpBypassCounter":
      return {
        state: { ...state, connectBypassCount: state.connectBypassCount + (action.by ?? 1) },
        events: [],
      };
    case "setAddingToCart":
      return { state: { ...state, isAddingToCart: action.value }, events: [] };
    case "updateTotals":
      return {
        state: {
          ...state,
          itemsAfterPlatformTotals: action.itemsAfterPlatformTotals,
          platformTotals: action.totals,
          platformTotalSegments: action.platformTotalSegments,
        },
        events: [{ name: "cart-after-updatetotals" }],
      };
  }
}

/**
 * The cart reducer `(state, action) → state` (behaviour §9.3). Pure; use {@link cartTransition} to also get
 * the events.
 *
 * @example
 * const next = cartReducer(initialCartState(), { type: "toggleMicrocart" });
 * next.isMicrocartOpen; // true
 */
export function cartReducer(state: CartState, action: CartAction): CartState {
  return cartTransition(state, action).state;
}

/**
 * Runs several actions in order. Pure.
 *
 * @example
 * reduceCart(initialCartState(), [{ type: "add", product: { sku: "A" } }, { type: "add", product: { sku: "A" } }]).cartItems[0]?.qty; // 2
 */
export function reduceCart(state: CartState, actions: readonly CartAction[]): CartState {
  return actions.reduce(cartReducer, state);
}
