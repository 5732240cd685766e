/** The carrier of InPost parcel-locker delivery (the API's shipping method `inpost_paczkomat`, issue 12). */
export const INPOST_CARRIER = "inpost";

/**
 * Where a shipping method takes the parcel: to a shop for pickup when it names a pickup location, to a
 * parcel locker for InPost, else by courier to the typed address (issue 12). The one rule of the checkout
 * (`deliveryOf`) and of the order request (`validateOrderRequest`). Pure.
 *
 * @example
 * ```ts
 * deliveryKindOf({ carrier_code: "inpost" }); // "locker"
 * deliveryKindOf({ carrier_code: "flatrate" }); // "courier"
 * ```
 */
export function deliveryKindOf(method: {
  readonly carrier_code: string;
  readonly pickup_location?: unknown;
}): "courier" | "locker" | "pickup" {
  if (method.pickup_location) return "pickup";
  if (method.carrier_code === INPOST_CARRIER) return "locker";
  return "courier";
}
