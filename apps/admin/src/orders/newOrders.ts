import { pluralPl } from "@outlet/formatting";

/** How often an open order list reads the orders again (paused while the tab is hidden). @default 20000 */
export const ORDER_LIST_REFRESH_MS = 20_000;

/** What the order list showed at one read: its query (filters, sort, page), total and rows' numbers. */
export interface OrderListGlance {
  /** The filters, sort and page of the read, as one string: a different one is the person's own change. */
  readonly key: string;
  /** The count of orders matching the filters, `undefined` past the API's count cap. */
  readonly total: number | undefined;
  /** The order numbers on the page. */
  readonly ids: readonly string[];
}

/**
 * How many orders a background refresh brought into the list: the growth of the total for the same filters,
 * sort and page (an order placed, or one whose status now matches the filter); past the count cap, the rows
 * numbered above every row read before. `0` after the person's own change of the query, or on the first read.
 * Pure.
 *
 * @example
 * arrivedOrders({ key: "k", total: 40, ids: [] }, { key: "k", total: 42, ids: [] }); // 2
 * arrivedOrders({ key: "k", total: 40, ids: [] }, { key: "other", total: 42, ids: [] }); // 0
 */
export function arrivedOrders(previous: OrderListGlance | null, next: OrderListGlance): number {
  if (previous === null || previous.key !== next.key) return 0;
  if (previous.total !== undefined && next.total !== undefined)
    return Math.max(0, next.total - previous.total);
  const highest = Math.max(0, ...previous.ids.map(Number).filter(Number.isFinite));
  return next.ids.filter((id) => Number(id) > highest).length;
}

/**
 * What a screen reader hears when a refresh brought orders: „1 nowe zamówienie", „3 nowe zamówienia",
 * „5 nowych zamówień". Pure.
 *
 * @example
 * newOrdersMessage(22); // "22 nowe zamówienia"
 */
export function newOrdersMessage(count: number): string {
  return `${count} ${pluralPl(count, { one: "nowe zamówienie", few: "nowe zamówienia", many: "nowych zamówień" })}`;
}
