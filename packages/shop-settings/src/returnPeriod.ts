/**
 * The shortest return period a shop may offer a consumer: the 14-day right of withdrawal from a distance
 * contract (ustawa o prawach konsumenta, art. 27; Directive 2011/83/EU art. 9; after-sales-and-law.md §2).
 * A shop may give more (the demo shop gives 30 days), never less.
 */
export const MIN_RETURN_PERIOD_DAYS = 14;

/** The longest return period the settings accept (a year; longer is a typing mistake, not a policy). */
export const MAX_RETURN_PERIOD_DAYS = 365;

/**
 * Whether a return period (whole days) may be set: at least {@link MIN_RETURN_PERIOD_DAYS}, at most
 * {@link MAX_RETURN_PERIOD_DAYS}. Pure.
 *
 * @example
 * isAllowedReturnPeriod(30); // true
 * isAllowedReturnPeriod(13); // false (below the statutory 14 days)
 */
export function isAllowedReturnPeriod(days: number): boolean {
  return Number.isInteger(days) && days >= MIN_RETURN_PERIOD_DAYS && days <= MAX_RETURN_PERIOD_DAYS;
}
