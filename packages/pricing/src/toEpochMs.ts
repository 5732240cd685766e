import { PricingError } from "./pricingError";

/** An instant: epoch milliseconds or a `Date`. */
export type Instant = number | Date;

/**
 * Epoch milliseconds of an instant passed in by the caller. Pure.
 *
 * @throws {PricingError} `invalid-now` for `NaN`, `±Infinity` or an invalid `Date`.
 * @example
 * toEpochMs(new Date(Date.UTC(2026, 10, 21))); // 1795219200000
 */
export function toEpochMs(now: Instant): number {
  const ms = now instanceof Date ? now.getTime() : now;
  if (typeof ms !== "number" || !Number.isFinite(ms))
    throw new PricingError({ reason: "invalid-now", value: now });
  return ms;
}
