import { CartMergeError } from "./cartMergeError.js";

/**
 * A money amount (PLN, a number or a numeric string) in integer grosze, rounded half away from zero on the
 * shortest decimal representation (behaviour §0): `2.345` → `235`, `-2.345` → `-235`. Blank is `0`. Pure.
 * Throws `CartMergeError` `invalid-amount` for a non-finite or non-numeric value.
 *
 * @example
 * toGrosze(129.99); // 12999
 * toGrosze("1.005"); // 101
 */
export function toGrosze(value: number | string | null | undefined): number {
  if (value === undefined || value === null || value === "") return 0;
  const n = typeof value === "number" ? value : Number(value.trim());
  if (!Number.isFinite(n) || (typeof value === "string" && value.trim() === "")) {
    throw new CartMergeError({ reason: "invalid-amount", value });
  }
  const abs = Math.abs(n);
  if (abs >= 1e21) throw new CartMergeError({ reason: "invalid-amount", value });
  let text = String(abs);
  if (text.includes("e")) text = abs.toFixed(20);
  const [whole = "0", fraction = ""] = text.split(".");
  const digits = `${fraction}000`;
  const grosze = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return n < 0 && grosze !== 0 ? -grosze : grosze;
}

/**
 * Integer grosze back to a PLN number with at most 2 decimals (the boundary conversion). Pure.
 *
 * @example
 * fromGrosze(5700); // 57
 */
export function fromGrosze(grosze: number): number {
  return grosze / 100;
}
