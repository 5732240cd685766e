// The answer envelope every endpoint of api-contract.md §1.3 speaks.

/**
 * One issue of a 400 answer (api-contract.md §1.3): where, which rule, the Polish reason.
 *
 * @example
 * const issue: ApiIssue = { path: "cartItem.qty", code: "qty_unavailable", message: "Dostępne tylko 2 szt.", max_qty: 2 };
 */
export interface ApiIssue {
  /** Dotted body path (`cartItem.qty`) or `query.<name>`, `path.<name>`, `header.<name>`; absent when unknown. */
  readonly path?: string | undefined;
  /** Issue code of api-contract.md §1.3 (`too_small`, `coupon_invalid`, …). */
  readonly code?: string | undefined;
  readonly message: string;
  /** Extra keys the issue carries (`max_qty` on `qty_unavailable`, …). */
  readonly [extra: string]: unknown;
}

/**
 * The envelope of every answer (api-contract.md §1.3): the HTTP status again as `code`, the payload as
 * `result`, and `meta` on the token endpoints.
 *
 * @example
 * const answer: Envelope<{ grand_total: number }> = { code: 200, result: { grand_total: 248.97 } };
 */
export interface Envelope<TResult, TCode extends number = number> {
  readonly code: TCode;
  readonly result: TResult;
  readonly meta?: Readonly<Record<string, unknown>> | undefined;
}
