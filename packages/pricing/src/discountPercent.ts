// A promise such as "do -60%" (a banner, a badge) may not claim more than the shop gives: the percentage
// is rounded down, so a 59.7 % reduction is advertised as -59 %, never as -60 % (issue 32: a banner said
// "do -50%" while the products behind it were at -60 %).

/**
 * The whole percentage by which `specialGrosze` lowers `regularGrosze`, rounded down; 0 when there is no
 * reduction or the regular price is not above 0. Pure.
 *
 * @example
 * discountPercent(41_999, 16_799); // 60
 * discountPercent(10_000, 10_000); // 0
 */
export function discountPercent(regularGrosze: number, specialGrosze: number): number {
  if (regularGrosze <= 0 || specialGrosze >= regularGrosze || specialGrosze < 0) return 0;
  // integer arithmetic in grosze: no float drift at whole percentages (e.g. 100 → 40 is exactly 60)
  return Math.floor(((regularGrosze - specialGrosze) * 100) / regularGrosze);
}

/**
 * The figure of an "up to -N %" promise over prices: the largest {@link discountPercent} among them, or
 * `null` when none is reduced (then the promise names no figure). Pure.
 *
 * @example
 * largestDiscountPercent([{ regularGrosze: 41_999, specialGrosze: 16_799 }, { regularGrosze: 100, specialGrosze: 50 }]); // 60
 * largestDiscountPercent([]); // null
 */
export function largestDiscountPercent(
  prices: readonly { readonly regularGrosze: number; readonly specialGrosze: number }[],
): number | null {
  const largest = Math.max(0, ...prices.map((p) => discountPercent(p.regularGrosze, p.specialGrosze)));
  return largest > 0 ? largest : null;
}
