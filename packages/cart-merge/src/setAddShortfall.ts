import type { PreparedProduct } from "./prepareProductsToAdd.js";
import type { CartLine } from "./types.js";
import { validateProduct } from "./validateProduct.js";

/**
 * Whether two lines are the same part of a set: a set's parts are simple products (a grouped product links
 * no configurable ones), so the sku with the same custom options names the line. Cheaper than
 * `productsEquals` (whose checksum would carry a hash function into `planAddToCart`, issue 32's size budget).
 */
const samePart = (a: CartLine, b: CartLine): boolean =>
  a.sku === b.sku &&
  JSON.stringify(a.product_option?.extension_attributes?.custom_options ?? []) ===
    JSON.stringify(b.product_option?.extension_attributes?.custom_options ?? []);

/**
 * The part of a set that keeps the whole set out of the cart: its line, and why (`invalid`: no price or
 * another validation error; `out_of_stock`; `short`: the cart would hold more than `limit`).
 *
 * @example
 * const shortfall: SetShortfall = { product: { sku: "TOR-1", qty: 1 }, reason: "short", limit: 1 };
 */
export interface SetShortfall {
  readonly product: CartLine;
  readonly reason: "invalid" | "out_of_stock" | "short";
  /** The most the cart may hold of the part (for `short`). */
  readonly limit?: number;
}

/**
 * Options of {@link setAddShortfall}.
 *
 * @example
 * const options: SetShortfallOptions = { useZeroPriceProduct: true };
 */
export interface SetShortfallOptions {
  /** `syncTasks.useZeroPriceProduct`, as in `planAddToCart`. @default true */
  readonly useZeroPriceProduct?: boolean;
}

/**
 * A set (a grouped product, behaviour.md §9.5) goes into the cart whole or not at all (issue 32): the
 * first of its parts that cannot be added in the wanted quantity, or `null` when every part can. A part
 * cannot be added when it fails validation, is out of stock, or when what its line already holds plus
 * what is added exceeds its known `quantityLimit` (a part without a known limit is left to the server,
 * whose refusal the runner rolls back with {@link planSetRollback}). Pure.
 *
 * @example
 * setAddShortfall([{ product: { sku: "TOR-1", qty: 1, price_incl_tax: 99 }, stockStatus: "ok", quantityLimit: 1 }],
 *   [{ sku: "TOR-1", qty: 1, price_incl_tax: 99 }]);
 * // { product: { sku: "TOR-1", … }, reason: "short", limit: 1 }
 */
export function setAddShortfall(
  parts: readonly PreparedProduct[],
  cartItems: readonly CartLine[],
  options: SetShortfallOptions = {},
): SetShortfall | null {
  const { useZeroPriceProduct = true } = options;
  // Two links to the same product add to one line: what a part wants counts the earlier parts too.
  const wanted = new Map<CartLine, number>();
  for (const { product, stockStatus, quantityLimit } of parts) {
    if (validateProduct(product, { useZeroPriceProduct }).length > 0) return { product, reason: "invalid" };
    if (stockStatus === "out_of_stock") return { product, reason: "out_of_stock" };
    if (quantityLimit === undefined) continue;
    const existing = cartItems.find((line) => samePart(line, product));
    const earlier = [...wanted.entries()].find(([line]) => samePart(line, product));
    const before = earlier ? earlier[1] : Number(existing?.qty ?? 0) || 0;
    const total = before + (Number(product.qty) || 1);
    if (total > quantityLimit) return { product, reason: "short", limit: quantityLimit };
    wanted.set(earlier ? earlier[0] : product, total);
  }
  return null;
}

/**
 * One step of undoing a set's add: the line back to `qty` (0: the line is removed).
 *
 * @example
 * const step: SetRollbackStep = { line: { sku: "CZA-1", qty: 2, server_item_id: 7 }, qty: 1 };
 */
export interface SetRollbackStep {
  readonly line: CartLine;
  readonly qty: number;
}

/**
 * When the server refused one part of a set after others were added (its stock changed since the page
 * showed it), the set must not stay in the cart in part (issue 32): every line of the set's parts that
 * holds more now than `before` the add goes back to its earlier quantity, a new line is removed. Lines of
 * other products are never touched. Pure.
 *
 * @example
 * planSetRollback([{ sku: "CZA-1", qty: 1 }], [], [{ sku: "CZA-1", qty: 1, server_item_id: 7 }]);
 * // [{ line: { sku: "CZA-1", qty: 1, server_item_id: 7 }, qty: 0 }]
 */
export function planSetRollback(
  parts: readonly CartLine[],
  before: readonly CartLine[],
  after: readonly CartLine[],
): readonly SetRollbackStep[] {
  const steps: SetRollbackStep[] = [];
  for (const line of after) {
    if (!parts.some((part) => samePart(part, line))) continue;
    if (steps.some((step) => samePart(step.line, line))) continue;
    const earlier = before.find((old) => samePart(old, line));
    const qty = Number(earlier?.qty ?? 0) || 0;
    if ((Number(line.qty) || 0) > qty) steps.push({ line, qty });
  }
  return steps;
}
