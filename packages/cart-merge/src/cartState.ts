import type { CartLine, PaymentMethod, PlatformTotals, ShippingMethod, TotalSegment } from "./types.js";

/**
 * The cart state of behaviour §9.2 (plain, serialisable data; the storefront keeps it in a valtio proxy).
 *
 * @example
 * const state: CartState = { ...initialCartState(), cartItems: [{ sku: "A", qty: 1 }] };
 */
export interface CartState {
  readonly cartItems: readonly CartLine[];
  /** The server cart id; connected iff truthy. */
  readonly cartServerToken: string | number | null;
  readonly cartItemsHash: string | null;
  readonly cartServerLastSyncDate: number;
  readonly cartServerLastTotalsSyncDate: number;
  readonly platformTotals: PlatformTotals | null;
  readonly platformTotalSegments: readonly TotalSegment[] | null;
  readonly itemsAfterPlatformTotals: Readonly<Record<string, unknown>>;
  readonly shipping: ShippingMethod | readonly ShippingMethod[] | null;
  readonly payment: PaymentMethod | readonly PaymentMethod[] | null;
  readonly connectBypassCount: number;
  readonly isAddingToCart: boolean;
  readonly isMicrocartOpen: boolean;
  readonly cartIsLoaded: boolean;
}

/**
 * A fresh cart state with the defaults of behaviour §9.2. Pure.
 *
 * @example
 * initialCartState().cartIsLoaded; // false
 */
export function initialCartState(): CartState {
  return {
    cartItems: [],
    cartServerToken: "",
    cartItemsHash: "",
    cartServerLastSyncDate: 0,
    cartServerLastTotalsSyncDate: 0,
    platformTotals: null,
    platformTotalSegments: null,
    itemsAfterPlatformTotals: {},
    shipping: [],
    payment: [],
    connectBypassCount: 0,
    isAddingToCart: false,
    isMicrocartOpen: false,
    cartIsLoaded: false,
  };
}
