import { parseTaxRate, taxFromGrossGrosze } from "./taxRate";

/**
 * The VAT contained in an order's gross total, in grosze, when everything in it (its lines, and with them
 * delivery and the fee) is taxed at one rate: `round(total × rate / (100 + rate))`, so 23 % is
 * `total × 23/123`. Used when the total changes after the order was placed (units withdrawn before shipping,
 * after-sales-and-law.md §1–2): the VAT shown must follow the amount. Lines at different rates cannot be
 * split from the total alone: `null`, and the caller keeps the VAT it has. Pure.
 *
 * @param lineRates - each line's `tax_percent` (a number or a numeric string).
 * @throws {TaxError} `invalid-rate` for a rate that is not a number ≥ 0.
 * @example
 * orderTotalTaxGrosze(40297, [23, 23]); // 7535
 * orderTotalTaxGrosze(40297, [23, 8]);  // null
 */
export function orderTotalTaxGrosze(totalGrosze: number, lineRates: readonly unknown[]): number | null {
  const rates = lineRates.map((r) => parseTaxRate(r));
  const first = rates[0];
  if (!first || rates.some((r) => r.percent !== first.percent)) return null;
  return taxFromGrossGrosze(totalGrosze, first);
}
