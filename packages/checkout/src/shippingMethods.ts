import type { PickupLocation } from "@outlet/contract";

/**
 * A shipping method (transactions.md §3).
 *
 * @example
 * ```ts
 * const method: ShippingMethod = { method_code: "flatrate", carrier_code: "flatrate", price_incl_tax: 5, default: true, offline: true };
 * ```
 */
export interface ShippingMethod {
  readonly method_title?: string | null | undefined;
  readonly method_code: string;
  readonly carrier_code: string;
  readonly amount?: number | undefined;
  readonly price_incl_tax?: number | undefined;
  readonly default?: boolean | undefined;
  /** A local method not known to the server. */
  readonly offline?: boolean | undefined;
  /** Came from `POST cart/shipping-methods`. */
  readonly is_server_method?: boolean | undefined;
  /** A server method with a falsy `available` is dropped (behaviour.md §10.2). */
  readonly available?: boolean | undefined;
  /** The store where a personal-pickup method hands the parcel over (issue 12): no home address is asked. */
  readonly pickup_location?: PickupLocation | undefined;
}

/**
 * The shipping method for server totals and the order: the first non-offline method with `default`,
 * else the first non-offline method, else `null` (behaviour.md §10.2 `orderDataForTotals`). Pure.
 *
 * @example
 * ```ts
 * defaultShippingMethod([{ method_code: "flatrate", carrier_code: "flatrate", default: true, offline: true },
 *   { method_code: "dpd", carrier_code: "dpd" }])?.method_code; // "dpd"
 * ```
 */
export function defaultShippingMethod<TMethod extends ShippingMethod>(
  methods: readonly TMethod[],
): TMethod | null {
  const online = methods.filter((method) => !method.offline);
  return online.find((method) => method.default) ?? online[0] ?? null;
}

/**
 * The cart's shipping default when it has none: the first method with `default`, offline methods
 * allowed (used by the local totals; behaviour.md §10.2 `setDefaultCheckoutMethods`). Pure.
 *
 * @example
 * ```ts
 * cartDefaultShippingMethod(defaultCheckoutConfig.shippingMethods)?.method_code; // "flatrate"
 * ```
 */
export function cartDefaultShippingMethod<TMethod extends ShippingMethod>(
  methods: readonly TMethod[],
): TMethod | null {
  return methods.find((method) => method.default) ?? null;
}

/**
 * The method the shipping step preselects: the one with `default`, else the first (behaviour.md §10.2). Pure.
 *
 * @example
 * ```ts
 * preselectShippingMethod([{ method_code: "a", carrier_code: "a" }])?.method_code; // "a"
 * ```
 */
export function preselectShippingMethod<TMethod extends ShippingMethod>(
  methods: readonly TMethod[],
): TMethod | null {
  return methods.find((method) => method.default) ?? methods[0] ?? null;
}

/**
 * The server's shipping methods as the checkout list: each marked `is_server_method: true`, those whose
 * own `available` is falsy dropped (behaviour.md §10.2 `syncShippingMethods`). Pure.
 *
 * @example
 * ```ts
 * serverShippingMethods([{ method_code: "dpd", carrier_code: "dpd", available: false }]); // []
 * ```
 */
export function serverShippingMethods<TMethod extends ShippingMethod>(
  returned: readonly TMethod[],
): (TMethod & { readonly is_server_method: true })[] {
  return returned
    .filter((method) => !("available" in method) || Boolean(method.available))
    .map((method) => ({ ...method, is_server_method: true as const }));
}

/**
 * The one name of a shipping method, as the checkout offers it and the order, its mails and the back office
 * then show it: the method's own title ("Dostawa kurierem"), else the carrier's — never the two glued
 * ("Kurier - Dostawa kurierem", s21). Pure.
 *
 * @example
 * shippingMethodName({ carrier_title: "Kurier", method_title: "Dostawa kurierem" }); // "Dostawa kurierem"
 */
export function shippingMethodName(method: {
  readonly carrier_title?: string | null | undefined;
  readonly method_title?: string | null | undefined;
}): string {
  return (method.method_title ?? "").trim() || (method.carrier_title ?? "").trim();
}
