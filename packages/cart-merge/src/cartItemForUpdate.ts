import type { CartItemInput } from "@outlet/contract";
import type { CartLine, ServerCartLine } from "./types.js";

/**
 * The `cartItem` body of `POST cart/update` (api-contract §5.4): the contract's `CartItemInput`.
 *
 * @example
 * const body: CartItemForUpdate = { sku: "SUK-0193", qty: 1, quoteId: "aZ3", item_id: 4412 };
 */
export type CartItemForUpdate = CartItemInput;

/**
 * Options of {@link cartItemForUpdate}.
 *
 * @example
 * const options: CartItemForUpdateOptions = { updateIds: true, mergeQty: false, cartToken: "aZ3" };
 */
export interface CartItemForUpdateOptions {
  /** Send the server line's `quoteId` and `item_id`. @default false */
  readonly updateIds?: boolean;
  /** Send `client qty + server qty` (re-authorisation, §9.16). @default false */
  readonly mergeQty?: boolean;
  /** `cart.setConfigurableProductOptions`: send the parent sku of a configured child. @default true */
  readonly setConfigurableProductOptions?: boolean;
  /** The server cart id, used as `quoteId` when the server line gives none. @default undefined */
  readonly cartToken?: string | number | null | undefined;
}

const toQty = (qty: unknown): number => {
  const n = typeof qty === "number" ? Math.trunc(qty) : Number.parseInt(String(qty), 10);
  return Number.isFinite(n) ? n : 0;
};

/**
 * The request line for a server update (behaviour §9.12 `cartItemForUpdate`): the parent sku for configured
 * children, the client qty (or client + server with `mergeQty`), the line's `product_option`, the server
 * line's `item_id` when truthy, with `updateIds` its `quoteId` too, and the cart token as the `quoteId`
 * fallback. Pure.
 *
 * @example
 * cartItemForUpdate({ sku: "A-M", parentSku: "A", qty: 2 }, { item_id: 9, quote_id: "q", qty: 1 }, { updateIds: true, mergeQty: true });
 * // { sku: "A", qty: 3, product_option: undefined, item_id: 9, quoteId: "q" }
 */
export function cartItemForUpdate(
  line: CartLine,
  serverLine: ServerCartLine | null | undefined,
  options: CartItemForUpdateOptions = {},
): CartItemForUpdate {
  const { updateIds = false, mergeQty = false, setConfigurableProductOptions = true, cartToken } = options;
  const sku = line.parentSku && setConfigurableProductOptions ? line.parentSku : line.sku;
  const qty = mergeQty && serverLine ? toQty(line.qty) + toQty(serverLine.qty) : toQty(line.qty);
  let itemId: number | string | undefined = serverLine?.item_id || undefined;
  let quoteId: number | string | null | undefined;
  if (updateIds && serverLine?.quote_id && serverLine.item_id) {
    quoteId = serverLine.quote_id;
    itemId = serverLine.item_id;
  }
  const request: { -readonly [K in keyof CartItemForUpdate]: CartItemForUpdate[K] } = {
    // the contract's sku is a string; a line without one is refused by the API as before
    sku: sku === null || sku === undefined ? "" : String(sku),
    qty,
    product_option: line.product_option,
  };
  if (itemId !== undefined) request.item_id = itemId;
  request.quoteId = quoteId || cartToken || null;
  return request;
}
