/**
 * True for a postcode of the country: PL `NN-NNN`, other countries `^[A-Za-z0-9 -]{2,10}$`
 * (api-contract.md §12.11). Pure.
 *
 * @example
 * ```ts
 * isValidPostcode("31-042", "PL"); // true
 * isValidPostcode("31042", "PL"); // false
 * ```
 */
export function isValidPostcode(value: string, countryId = "PL"): boolean {
  if (countryId.toUpperCase() === "PL") return /^\d{2}-\d{3}$/.test(value);
  return /^[A-Za-z0-9 -]{2,10}$/.test(value);
}
