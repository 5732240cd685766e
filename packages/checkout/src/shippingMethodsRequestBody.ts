import type { ShippingDetails } from "./checkoutState.js";
import { requestPostcode } from "./isValidPostcode.js";

/**
 * The body of `POST cart/shipping-methods` (behaviour.md §10.2 `syncShippingMethods`).
 *
 * @example
 * ```ts
 * const body: ShippingMethodsRequestBody = shippingMethodsRequestBody(state.shippingDetails);
 * ```
 */
export interface ShippingMethodsRequestBody {
  readonly address: {
    readonly region: string;
    readonly region_id: number;
    readonly country_id: string;
    readonly street: readonly string[];
    readonly postcode: string;
    readonly city: string;
    readonly region_code: string;
  };
}

/**
 * The body of `POST cart/shipping-methods` built from the shipping details: region from `state`,
 * `region_id || 0`, both street lines, `region_code || ''`; a blank country falls back to the tax
 * country (behaviour.md §10.1–§10.2); the postcode only when it is valid (issue 32: an invalid one made
 * the API refuse the request, and only the courier was offered). Pure.
 *
 * @example
 * ```ts
 * shippingMethodsRequestBody(state.shippingDetails).address.street; // ["Rynek Główny 1", "m. 4"]
 * ```
 */
export function shippingMethodsRequestBody(
  details: ShippingDetails,
  defaultCountry = "PL",
): ShippingMethodsRequestBody {
  return {
    address: {
      region: details.state,
      region_id: details.region_id || 0,
      country_id: details.country || defaultCountry,
      street: [details.streetAddress, details.apartmentNumber],
      postcode: requestPostcode(details.zipCode, details.country || defaultCountry),
      city: details.city,
      region_code: details.region_code || "",
    },
  };
}
