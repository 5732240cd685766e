import { roundHalfAway } from "@outlet/formatting";
import { PricingError } from "./pricingError";

/**
 * Converts a PLN amount to integer grosze, rounding half away from zero on the amount's shortest decimal
 * form (behaviour §0: `2.345` → 235, `-2.345` → -235). Pure.
 *
 * @throws {PricingError} `invalid-amount` for `NaN` or `±Infinity`.
 * @example
 * toGrosze(129.99); // 12999
 * toGrosze(1.005);  // 101
 */
export function toGrosze(amount: number): number {
  if (typeof amount !== "number" || !Number.isFinite(amount)) {
    throw new PricingError({ reason: "invalid-amount", value: amount });
  }
  // Fast path: when amount × 100 is within a quarter grosz of an integer (and small enough that the
  // double's error is far below that), the decimal cannot sit on a half-grosz tie, so that integer is
  // the half-away-from-zero result. Ties and larger values take the exact decimal route.
  const scaled = amount * 100;
  const nearest = Math.round(scaled);
  const grosze =
    Math.abs(scaled) < 1e12 && Math.abs(scaled - nearest) < 0.25
      ? nearest
      : Math.round(roundHalfAway(amount, 2) * 100);
  return grosze === 0 ? 0 : grosze; // never -0
}

/**
 * Converts integer grosze back to a PLN number (the nearest double to `grosze / 100`). Pure.
 *
 * @example
 * fromGrosze(12999); // 129.99
 */
export function fromGrosze(grosze: number): number {
  const amount = grosze / 100;
  return amount === 0 ? 0 : amount;
}

/**
 * `roundMoney(x)` of behaviour §0: half away from zero to 2 decimals on the printed decimal. Pure.
 *
 * @throws {PricingError} `invalid-amount` for `NaN` or `±Infinity`.
 * @example
 * roundMoney(2.345);  // 2.35
 * roundMoney(-2.345); // -2.35
 */
export function roundMoney(amount: number): number {
  return fromGrosze(toGrosze(amount));
}

/**
 * Reads a raw price field: a finite number as is, a numeric string through `parseFloat` (the platform may
 * send `"129.99"`), anything blank, non-numeric or non-finite as `null` ("absent"). Pure; never throws.
 *
 * @example
 * parseAmount("129.99"); // 129.99
 * parseAmount("");       // null
 * parseAmount(null);     // null
 */
export function parseAmount(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  if (typeof raw === "string" && raw.trim() !== "") {
    const n = Number.parseFloat(raw);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * A raw price field in grosze, or 0 when it is absent (behaviour §3.3 "blank or NaN yields absent (net 0)").
 * Pure; never throws.
 *
 * @example
 * amountToGrosze("12.30"); // 1230
 * amountToGrosze(undefined); // 0
 */
export function amountToGrosze(raw: unknown): number {
  const amount = parseAmount(raw);
  return amount === null ? 0 : toGrosze(amount);
}

/**
 * Rounds an integer-valued-or-not number of grosze half away from zero to a whole grosz. Pure.
 *
 * @example
 * roundGrosze(249.5);  // 250
 * roundGrosze(-249.5); // -250
 */
export function roundGrosze(grosze: number): number {
  const rounded = Math.sign(grosze) * Math.round(Math.abs(grosze));
  return rounded === 0 ? 0 : rounded;
}
