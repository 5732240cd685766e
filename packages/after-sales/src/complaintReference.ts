/**
 * A complaint's reference number, `REK/{year}/{sequence}` (after-sales-and-law.md §4, decision): the Warsaw
 * year it was received in and its number within that year, from 1. Pure.
 *
 * @throws {RangeError} for a year outside 2000–9999 or a sequence that is not a positive integer.
 * @example
 * complaintReference(2026, 17); // "REK/2026/17"
 */
export function complaintReference(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`bad year ${year}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`bad sequence ${sequence}`);
  return `REK/${year}/${sequence}`;
}

/**
 * Reads a reference number back, or `null` when it is not one. Pure.
 *
 * @example
 * parseComplaintReference("REK/2026/17"); // { year: 2026, sequence: 17 }
 */
export function parseComplaintReference(
  value: string,
): { readonly year: number; readonly sequence: number } | null {
  const match = /^REK\/(\d{4})\/([1-9]\d{0,14})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < 2000) return null;
  return { year, sequence: Number(match[2]) };
}
