// The delivery extras of api-contract.md §12.14 that the reference backend adds (issue 12).

/**
 * Where a personal-pickup shipping method hands the parcel over: the shop's own store. The API sends it with
 * the method (`pickup_location`), stores it on the order and uses its address as the shipping address, so a
 * shopper who collects the order types no home address.
 *
 * @example
 * const store: PickupLocation = { name: "Salon Outlet Gdańsk", street: "ul. Długa", house: "5", postcode: "80-827", city: "Gdańsk", country_id: "PL", opening_hours: ["pon.–pt. 10:00–20:00"], ready_in: "Zamówienie będzie gotowe do odbioru w ciągu 2 dni roboczych." };
 */
export interface PickupLocation {
  /** The store's name as the shopper sees it. */
  readonly name: string;
  /** The street with its prefix ("ul. Długa"). */
  readonly street: string;
  /** The building (and unit) number. */
  readonly house: string;
  readonly postcode: string;
  readonly city: string;
  readonly country_id: string;
  /** One line per group of days, in Polish ("pon.–pt. 10:00–20:00"). */
  readonly opening_hours: readonly string[];
  /** When the order can be collected and how the shopper learns it, in Polish. */
  readonly ready_in: string;
}

/**
 * The address of `POST cart/shipping-methods`: only `country_id` is required, a field not typed yet is
 * absent rather than blank (api-contract §5.8).
 *
 * @example
 * const address: ShippingMethodsAddress = { country_id: "PL", postcode: "80-827" };
 */
export interface ShippingMethodsAddress {
  readonly country_id: string;
  readonly region?: string;
  readonly region_id?: number;
  readonly region_code?: string;
  readonly street?: readonly string[];
  readonly postcode?: string;
  readonly city?: string;
}

/**
 * An address of `POST cart/shipping-information` in the camelCase country of api-contract §5.9; a blank
 * field is absent.
 *
 * @example
 * const address: ShippingInformationAddress = { countryId: "PL", city: "Kraków", postcode: "31-042" };
 */
export interface ShippingInformationAddress {
  readonly countryId: string;
  readonly firstname?: string;
  readonly lastname?: string;
  readonly city?: string;
  readonly postcode?: string;
  readonly street?: readonly string[];
  readonly telephone?: string;
  readonly email?: string;
  readonly company?: string;
  readonly vat_id?: string;
}

/**
 * The `addressInformation` body of `POST cart/shipping-information` (api-contract §5.9): both addresses
 * carry a country; the carrier and method codes travel together or not at all.
 *
 * @example
 * const body: ShippingInformationRequest = { shippingAddress: { countryId: "PL" }, billingAddress: { countryId: "PL" } };
 */
export interface ShippingInformationRequest {
  readonly shippingAddress: ShippingInformationAddress;
  readonly billingAddress: ShippingInformationAddress;
  readonly shippingCarrierCode?: string;
  readonly shippingMethodCode?: string;
}
