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
 * A Polish postcode typed as five digits gets its dash ("80123" → "80-123", issue 12), and one typed with
 * spaces around its dash or with a typographic dash ("80 - 827", "80–827", issue 32) gets the plain one;
 * anything else, and other countries' postcodes, stay as typed. The checkout and the API's address schema
 * both read postcodes through it, so what one accepts the other does. Pure.
 *
 * @example
 * ```ts
 * formatPostcode("80123", "PL"); // "80-123"
 * formatPostcode("80 – 827", "PL"); // "80-827"
 * formatPostcode("80-12", "PL"); // "80-12"
 * ```
 */
export function formatPostcode(value: string, countryId = "PL"): string {
  if (countryId.toUpperCase() !== "PL") return value;
  // hyphen-minus, the Unicode hyphens, figure dash, en and em dash, minus sign (U+2010–U+2014, U+2212)
  const match = /^\s*(\d{2})\s*[-\u2010-\u2014\u2212]?\s*(\d{3})\s*$/.exec(value);
  return match ? `${match[1]}-${match[2]}` : value;
}

/**
 * The postcode a request for methods or totals carries: the normalised postcode when it is valid for the
 * country, else `""` (left out). A half-typed or wrong postcode must not make the API refuse the whole
 * request (issue 32: after an invalid postcode and a reload only the courier was offered, and a coupon's
 * discount did not show, because `cart/shipping-methods` and `cart/shipping-information` answered 400).
 * Pure.
 *
 * @example
 * ```ts
 * requestPostcode("80 – 827", "PL"); // "80-827"
 * requestPostcode("80-82", "PL"); // ""
 * ```
 */
export function requestPostcode(value: string, countryId = "PL"): string {
  const formatted = formatPostcode(value.trim(), countryId || "PL");
  return isValidPostcode(formatted, countryId || "PL") ? formatted : "";
}
