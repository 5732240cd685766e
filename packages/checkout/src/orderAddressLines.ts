/** An address of an order document (api-contract.md §6: firstname, lastname, company, street[], postcode, city, telephone). */
export type AddressRecord = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * An address's street as one line: the checkout's "Ulica" and "Numer domu / lokalu" (`street[0]`,
 * `street[1]`) joined by a space, as a Polish address is written ("Piękna 12/4"); blank parts left out. Pure.
 *
 * @example
 * ```ts
 * streetLine(["Piękna", "12/4"]); // "Piękna 12/4"
 * ```
 */
export function streetLine(street: unknown): string {
  return Array.isArray(street) ? street.map(text).filter(Boolean).join(" ") : "";
}

/**
 * An order's address as the lines the order page and the confirmation mail print, in this order: name,
 * company, the street with the house number ({@link streetLine}), postcode and city, then the phone as
 * `tel. …`; empty parts are left out. Pure.
 *
 * @example
 * ```ts
 * orderAddressLines({ firstname: "Anna", lastname: "Nowak", street: ["Długa", "5/2"], postcode: "80-827", city: "Gdańsk", telephone: "+48600100200" });
 * // ["Anna Nowak", "Długa 5/2", "80-827 Gdańsk", "tel. +48600100200"]
 * ```
 */
export function orderAddressLines(address: AddressRecord | null | undefined): string[] {
  if (!address) return [];
  return [
    `${text(address.firstname)} ${text(address.lastname)}`.trim(),
    text(address.company),
    streetLine(address.street),
    `${text(address.postcode)} ${text(address.city)}`.trim(),
    text(address.telephone) ? `tel. ${text(address.telephone)}` : "",
  ].filter((line) => line !== "");
}
