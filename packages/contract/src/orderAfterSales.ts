// Where an order stands after the sale, as the API answers it (extension of api-contract §12.15: the order
// page, the order history and the back office's orders carry it as `after_sales`).

/**
 * An order's `after_sales` answer: `@outlet/after-sales` `orderAfterSales` with the money in złoty and the
 * time money last went back.
 *
 * @example
 * const view: OrderAfterSalesAnswer = { return: { kind: "returned", label: "Zwrócone" }, badge: "Zwrócone", pending_return: null, refund: { kind: "full", label: "Zwrócono pieniądze", paid_amount: 134.99, refunded_amount: 134.99, kept_amount: 0, last_refunded_at: "2026-11-30T09:05:00.000Z", last_refunded_at_label: "30 listopada 2026, 10:05" } };
 */
export interface OrderAfterSalesAnswer {
  /** The whole order „Zwrócone” / „Zwrot w toku” (`label`), else `null` and the order's own status. */
  readonly return: { readonly kind: string; readonly label: string | null };
  /** „Zwrócone”, „Częściowo zwrócone”, „Zwrot w toku”, or `null` with nothing withdrawn. */
  readonly badge: string | null;
  /** The least advanced return under way: `reported`, `sent`, `received`, or `null`. */
  readonly pending_return: string | null;
  readonly refund: {
    /** `none`, `partial` or `full` (of what was paid). */
    readonly kind: string;
    /** „Zwrócono pieniądze”, „Zwrócono część pieniędzy”, or `null`. */
    readonly label: string | null;
    readonly paid_amount: number;
    readonly refunded_amount: number;
    readonly kept_amount: number;
    /** When money last went back (ISO 8601 UTC), or `null`. */
    readonly last_refunded_at: string | null;
    /** The same in Warsaw time, „30 listopada 2026, 10:05”, or `null`. */
    readonly last_refunded_at_label: string | null;
  };
}
