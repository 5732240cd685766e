// The time budget of one search request (§8.8: 503 past it). Time the request spends waiting for a
// computation another request started (a cache miss of the same key, searchProducts.ts) is not charged to
// it: that work is the other request's, and the waiter is answered as soon as it ends.
import { ApiError } from "../http/apiError.js";

/** The budget of one search request. */
export interface SearchBudget {
  /** Throws 503 (`unavailable`) when the request's own time is over the budget. */
  check(): void;
  /** Awaits another request's computation without charging the wait to this request. */
  waitFor<TValue>(running: Promise<TValue>): Promise<TValue>;
  /** Milliseconds since the request started, waits included (the answer's `took`). */
  elapsed(): number;
}

/**
 * A budget of `budgetMs` from now by `clock` (ms).
 *
 * @example
 * const budget = createSearchBudget(1000, () => performance.now());
 * budget.check(); // throws ApiError("unavailable") once 1000 ms of the request's own time have passed
 */
export function createSearchBudget(budgetMs: number, clock: () => number): SearchBudget {
  const started = clock();
  let waited = 0;
  return {
    check() {
      if (clock() - started - waited > budgetMs) {
        throw new ApiError("unavailable", {
          message: {
            pl: "Wyszukiwanie trwało zbyt długo. Spróbuj ponownie.",
            en: "The search took too long. Please retry.",
          },
        });
      }
    },
    elapsed: () => clock() - started,
    async waitFor(running) {
      const from = clock();
      try {
        return await running;
      } finally {
        waited += clock() - from;
      }
    },
  };
}
