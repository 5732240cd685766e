import { fromGrosze, toGrosze } from "@outlet/pricing";
import { TaxError } from "./taxError";

/**
 * A VAT rate as an exact fraction: `percent = numerator / denominator` (so 23 % is 23/1 and 8.5 % is 85/10).
 * Build it with {@link parseTaxRate}.
 */
export interface TaxRateValue {
  /** The rate in percent, as a number (`23`). */
  readonly percent: number;
  readonly numerator: number;
  readonly denominator: number;
}

/**
 * Reads a rate in percent (a number or a numeric string such as `"23.0000"`, as `parseFloat` does) into an
 * exact fraction, so tax is computed on integers. Pure.
 *
 * @throws {TaxError} `invalid-rate` for a rate that is not a finite number ≥ 0.
 * @example
 * parseTaxRate("23.0000"); // { percent: 23, numerator: 23, denominator: 1 }
 * parseTaxRate(8.5);       // { percent: 8.5, numerator: 85, denominator: 10 }
 */
export function parseTaxRate(rate: unknown): TaxRateValue {
  const percent =
    typeof rate === "number" ? rate : typeof rate === "string" ? Number.parseFloat(rate) : Number.NaN;
  if (!Number.isFinite(percent) || percent < 0 || percent > 1e6)
    throw new TaxError({ reason: "invalid-rate", value: rate });
  const text = String(percent);
  const decimals = text.includes("e") ? 12 : (text.split(".")[1] ?? "").length;
  const denominator = 10 ** Math.min(decimals, 12);
  return { percent, numerator: Math.round(percent * denominator), denominator };
}

// round(a × b / d) half away from zero for integers a, b and d > 0: plain numbers while a × b is exact,
// BigInt beyond 2^53.
function mulDivRound(a: number, b: number, d: number): number {
  const product = a * b;
  if (!Number.isSafeInteger(product)) {
    const n = BigInt(a) * BigInt(b);
    const neg = n < 0n;
    const abs = neg ? -n : n;
    const big = BigInt(d);
    let q = abs / big;
    if ((abs % big) * 2n >= big) q += 1n;
    const result = Number(q);
    return neg ? -result : result;
  }
  const neg = product < 0;
  const abs = Math.abs(product);
  let q = Math.floor(abs / d);
  let r = abs - q * d;
  // The float quotient can be one off near an integer; the remainder puts it right.
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  if (r * 2 >= d) q += 1;
  return q === 0 ? 0 : neg ? -q : q;
}

/**
 * VAT contained in a gross amount, in grosze: `round(gross × rate / (100 + rate))`, half away from zero,
 * computed exactly on integers (api-contract §12.1, §12.13). Pure.
 *
 * @example
 * taxFromGrossGrosze(12999, parseTaxRate(23)); // 2431
 */
export function taxFromGrossGrosze(grossGrosze: number, rate: TaxRateValue): number {
  if (rate.numerator === 0) return 0;
  // gross × (n/d) / (100 + n/d) = gross × n / (100·d + n)
  return mulDivRound(grossGrosze, rate.numerator, 100 * rate.denominator + rate.numerator);
}

/**
 * VAT on a net amount, in grosze: `round(net × rate / 100)`, half away from zero, exact. Pure.
 *
 * @example
 * taxFromNetGrosze(20000, parseTaxRate(8)); // 1600
 */
export function taxFromNetGrosze(netGrosze: number, rate: TaxRateValue): number {
  if (rate.numerator === 0) return 0;
  return mulDivRound(netGrosze, rate.numerator, 100 * rate.denominator);
}

/**
 * The VAT contained in a gross PLN amount, for cart lines, shipping and fees (api-contract §12.13):
 * `round(gross × rate / (100 + rate), 2)`. Pure.
 *
 * @param rate - Percent, e.g. `23`.
 * @throws {TaxError} `invalid-rate`.
 * @example
 * taxFromGross(129.99, 23); // 24.31
 */
export function taxFromGross(gross: number, rate: number | string): number {
  return fromGrosze(taxFromGrossGrosze(toGrosze(gross), parseTaxRate(rate)));
}

/** A price split into its parts, in PLN; `net + tax === gross` to the grosz. */
export interface PriceParts {
  readonly net: number;
  readonly tax: number;
  readonly gross: number;
}

/**
 * Splits a gross PLN amount into net, tax and gross (api-contract §12.1: `tax = round(gross × rate /
 * (100 + rate), 2)`, `net = gross − tax`). Pure.
 *
 * @param rate - Percent, e.g. `23`.
 * @throws {TaxError} `invalid-rate`.
 * @example
 * splitGross(129.99, 23); // { net: 105.68, tax: 24.31, gross: 129.99 }
 */
export function splitGross(gross: number, rate: number | string): PriceParts {
  const grossG = toGrosze(gross);
  const taxG = taxFromGrossGrosze(grossG, parseTaxRate(rate));
  return { net: fromGrosze(grossG - taxG), tax: fromGrosze(taxG), gross: fromGrosze(grossG) };
}

/**
 * Adds VAT to a net PLN amount (behaviour §3.3 with a net source: `tax = round(net × rate)`,
 * `gross = net + tax`). Pure.
 *
 * @param rate - Percent, e.g. `8`.
 * @throws {TaxError} `invalid-rate`.
 * @example
 * addTaxToNet(200, 8); // { net: 200, tax: 16, gross: 216 }
 */
export function addTaxToNet(net: number, rate: number | string): PriceParts {
  const netG = toGrosze(net);
  const taxG = taxFromNetGrosze(netG, parseTaxRate(rate));
  return { net: fromGrosze(netG), tax: fromGrosze(taxG), gross: fromGrosze(netG + taxG) };
}
