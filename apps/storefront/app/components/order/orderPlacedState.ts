/**
 * How the order page knows it was reached right after placing the order (its thank-you greeting) and not
 * later from the confirmation mail, the history or a reload: checkout navigates to it with this navigation
 * state (kept in the tab's history entry, never in the address, so no link can carry it), and the page
 * clears it on arrival, so a reload or a later visit reads like the account's order page.
 */

/** The navigation state checkout passes to the page of the order it has just placed. Pure. */
export function orderPlacedState(orderNumber: string): { readonly placedOrder: string } {
  return { placedOrder: orderNumber };
}

/**
 * Whether a navigation state says the order `orderNumber` has just been placed in this tab. Pure.
 *
 * @example
 * isJustPlaced(orderPlacedState("000001042"), "000001042"); // true
 * isJustPlaced(null, "000001042"); // false (a mail link, a reload)
 */
export function isJustPlaced(state: unknown, orderNumber: string | undefined): boolean {
  return (
    typeof state === "object" &&
    state !== null &&
    orderNumber !== undefined &&
    (state as { placedOrder?: unknown }).placedOrder === orderNumber
  );
}
