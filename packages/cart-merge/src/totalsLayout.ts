import { amountGrosze } from "./money.js";

/**
 * The totals as a shop shows them: the rows in the platform's order, and the VAT the total contains apart,
 * to be read under it.
 *
 * @example
 * const layout: TotalsLayout<{ code: string; value: number }> = { rows: [{ code: "grand_total", value: 134.99 }], includedTax: { code: "tax", value: 25.24 } };
 */
export interface TotalsLayout<TSegment> {
  /** Every segment but the contained VAT, in the platform's order (the total among them). */
  readonly rows: readonly TSegment[];
  /** The `tax` segment when the total already contains it ("w tym VAT"); `null` when there is none or it is added on top. */
  readonly includedTax: TSegment | null;
}

/**
 * Where the VAT line goes (tester s23 item 4): a Polish shop writes „Do zapłaty 134,99 zł” and under it,
 * smaller, „w tym VAT 25,24 zł”. The reference backend's segments are gross and its `tax` segment is
 * informational, contained in the total (api-contract.md §12.13 "Segments (decision)"), yet it comes before
 * `grand_total` in the list; such a segment is taken out of the rows and given apart. A tax added on top
 * (net segments on a legacy backend, §12.13 "Segments on LB": the other segments do not add up to the total
 * without it) stays a row in its place, as the segments are "rendered in order". Nothing is recomputed for
 * display: the sum only tells which of the two it is. Pure.
 *
 * @example
 * totalsLayout([
 *   { code: "subtotal", value: 129.99 }, { code: "shipping", value: 5 },
 *   { code: "tax", value: 25.24 }, { code: "grand_total", value: 134.99 },
 * ]);
 * // { rows: [subtotal, shipping, grand_total], includedTax: { code: "tax", value: 25.24 } }
 */
export function totalsLayout<TSegment extends { readonly code: string; readonly value: number | string }>(
  segments: readonly TSegment[],
): TotalsLayout<TSegment> {
  const total = segments.find((segment) => segment.code === "grand_total");
  const tax = segments.find((segment) => segment.code === "tax");
  if (!total || !tax) return { rows: segments, includedTax: null };
  let others = 0;
  for (const segment of segments) {
    if (segment !== total && segment !== tax) others += amountGrosze(segment.value);
  }
  if (others !== amountGrosze(total.value)) return { rows: segments, includedTax: null };
  return { rows: segments.filter((segment) => segment !== tax), includedTax: tax };
}
