const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/**
 * A Polish NIP reduced to its digits: spaces and dashes removed, an optional `PL` prefix dropped
 * (api-contract.md §12.11). Pure.
 *
 * @example
 * ```ts
 * normalizeNip("PL 526-000-12-46"); // "5260001246"
 * ```
 */
export function normalizeNip(value: string): string {
  return value.replace(/[\s-]/g, "").replace(/^PL/i, "");
}

/**
 * The NIP check digit of nine digits: Σ digitᵢ × (6,5,7,2,3,4,5,6,7) mod 11, or `null` when that is 10
 * (no valid NIP has those nine digits). Pure.
 *
 * @example
 * ```ts
 * nipCheckDigit("526000124"); // 6
 * ```
 */
export function nipCheckDigit(firstNine: string): number | null {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(firstNine[i]) * (NIP_WEIGHTS[i] ?? 0);
  const check = sum % 11;
  return check === 10 ? null : check;
}

/**
 * True for a valid Polish NIP: 10 digits whose last is the checksum of the first nine
 * (weights 6,5,7,2,3,4,5,6,7, mod 11). Spaces, dashes and a `PL` prefix are allowed. Pure.
 *
 * @example
 * ```ts
 * isValidNip("526-000-12-46"); // true
 * isValidNip("5260001247"); // false
 * ```
 */
export function isValidNip(value: string): boolean {
  const digits = normalizeNip(value);
  if (!/^\d{10}$/.test(digits)) return false;
  return nipCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}
