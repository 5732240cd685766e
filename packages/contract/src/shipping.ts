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
