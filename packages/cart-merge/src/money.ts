import { toGrosze } from "@outlet/pricing";
import { CartMergeError } from "./cartMergeError.js";

/**
 * A cart amount as the platform sends it (PLN, a number or a numeric string) in integer grosze, through
 * `@outlet/pricing`'s one rounding (half away from zero on the decimal: `"1.005"` → 101). Blank is `0`.
 * Pure. Throws `CartMergeError` `invalid-amount` for a non-numeric, non-finite or absurdly large value.
 *
 * @example
 * amountGrosze(129.99); // 12999
 * amountGrosze("1.005"); // 101
 */
export function amountGrosze(value: number | string | null | undefined): number {
  if (value === undefined || value === null || value === "") return 0;
  const text = typeof value === "string" ? value.trim() : null;
  const amount = text === null ? (value as number) : text === "" ? Number.NaN : Number(text);
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e21)
    throw new CartMergeError({ reason: "invalid-amount", value });
  return toGrosze(amount);
}
