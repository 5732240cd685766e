import type { OrderHistory } from "@outlet/transport";
import type { UserState } from "./userStoreDeps";

/**
 * The order history after loading `page` (behaviour.md §12.3): page 1 replaces what was known; a later page
 * ("load more") appends, de-duplicated by `increment_id` with the entries already shown first. Pure.
 *
 * @example
 * mergeOrderHistory(state.ordersHistory, answer, 2).items.length; // the first page's orders, then the new ones
 */
export function mergeOrderHistory(
  known: UserState["ordersHistory"],
  answer: OrderHistory,
  page: number,
): NonNullable<UserState["ordersHistory"]> {
  const kept = page > 1 && known ? known.items : [];
  const seen = new Set(kept.map((order) => order.increment_id));
  const items = [...kept, ...answer.items.filter((order) => !seen.has(order.increment_id))];
  return { items, total: Number(answer.total_count), page };
}
