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

/**
 * A Polish postcode typed as five digits gets its dash ("80123" → "80-123", issue 12); anything else, and
 * other countries' postcodes, stay as typed. Pure.
 *
 * @example
 * ```ts
 * formatPostcode("80123", "PL"); // "80-123"
 * formatPostcode("80-12", "PL"); // "80-12"
 * ```
 */
export function formatPostcode(value: string, countryId = "PL"): string {
  if (countryId.toUpperCase() !== "PL") return value;
  const match = /^\s*(\d{2})\s*(\d{3})\s*$/.exec(value);
  return match ? `${match[1]}-${match[2]}` : value;
}
