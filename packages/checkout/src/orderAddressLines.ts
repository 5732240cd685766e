/** An address of an order document (api-contract.md §6: firstname, lastname, company, street[], postcode, city, telephone). */
export type AddressRecord = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * An order's address as the lines the order page and the confirmation mail print, in this order: name,
 * company, each street line, postcode and city, then the phone as `tel. …`; empty parts are left out. Pure.
 *
 * @example
 * ```ts
 * orderAddressLines({ firstname: "Anna", lastname: "Nowak", street: ["Długa 5", "m. 2"], postcode: "80-827", city: "Gdańsk", telephone: "+48600100200" });
 * // ["Anna Nowak", "Długa 5", "m. 2", "80-827 Gdańsk", "tel. +48600100200"]
 * ```
 */
export function orderAddressLines(address: AddressRecord | null | undefined): string[] {
  if (!address) return [];
  const street = Array.isArray(address.street) ? address.street.map(text).filter(Boolean) : [];
  return [
    `${text(address.firstname)} ${text(address.lastname)}`.trim(),
    text(address.company),
    ...street,
    `${text(address.postcode)} ${text(address.city)}`.trim(),
    text(address.telephone) ? `tel. ${text(address.telephone)}` : "",
  ].filter((line) => line !== "");
}
