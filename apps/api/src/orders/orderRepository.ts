import { type CartRow, cartIdSchema, lookupCart } from "../cart/cartService.js";
import type { CatalogWriteHandle } from "../catalog/catalogWriter.js";
import { refreshStockFlags } from "../catalog/productIndexWriter.js";
import type { TxDb } from "../db/transactionSchema.js";
import { soldOutSkus } from "./orderCacheTags.js";
import type { OrderDoc } from "./orderDocument.js";
import type { StockTake } from "./orderStockTakes.js";

/**
 * The active cart an order names by `cart_id`: a customer's numeric cart id only for its owner, a guest
 * cart by its key; anything else (unknown, expired, ordered, malformed) is null.
 *
 * @example
 * const cart = await findOrderCart(db, body.cart_id, customerId);
 */
export async function findOrderCart(
  db: TxDb,
  cartId: string | number | null | undefined,
  customerId: number | null,
): Promise<CartRow | null> {
  if (cartId === undefined || cartId === null || cartId === "") return null;
  const parsed = cartIdSchema.safeParse(String(cartId));
  if (!parsed.success) return null;
  const cart = await lookupCart(db, parsed.data, customerId);
  return cart && cart.status === "active" ? cart : null;
}

/** A managed stock row had too few units for the line at `index` (another order took them). */
export class StockConflict extends Error {
  constructor(readonly index: number) {
    super("stock conflict");
  }
}

/**
 * Takes the ordered units off the managed stock rows inside the order's transaction (unmanaged rows are
 * left alone), refreshes the product index's stock flags, and returns the skus it moved and which of them
 * it sold out (for the cache tags).
 *
 * @throws {StockConflict} when a managed row has fewer units than ordered or is out of stock.
 * @example
 * const moved = await takeStock(trx, takes, Date.now());
 */
export async function takeStock(
  trx: TxDb,
  takes: readonly StockTake[],
  at: number,
): Promise<{ skus: string[]; soldOut: Set<string> }> {
  const skus: string[] = [];
  for (const { sku, qty, index } of takes) {
    // read in the transaction: the stock row of this very order, never a cached copy
    const stock = await trx
      .selectFrom("stock_item")
      .select("manage_stock")
      .where("sku", "=", sku)
      .executeTakeFirst();
    if (stock?.manage_stock !== 1) continue;
    const updated = await trx
      .updateTable("stock_item")
      .set((eb) => ({
        qty: eb("qty", "-", qty),
        is_in_stock: eb.case().when("qty", ">", qty).then(1).else(0).end(),
        updated_at: new Date(at).toISOString(),
      }))
      .where("sku", "=", sku)
      .where("qty", ">=", qty)
      .where("is_in_stock", "=", 1)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new StockConflict(index);
    skus.push(sku);
  }
  const soldOut = await soldOutSkus(trx as unknown as CatalogWriteHandle, skus);
  // the product index's stock flags of these skus (and their parents), in the same transaction
  await refreshStockFlags(
    trx as unknown as CatalogWriteHandle,
    takes.map((t) => t.sku),
  );
  return { skus, soldOut };
}

/** The `sales_order` row of a new order, before its document is written. */
export interface NewOrderRow {
  readonly orderUuid: string;
  readonly secretHash: string;
  readonly customerId: number | null;
  readonly email: string;
  readonly status: string;
  readonly grandTotalGrosze: number;
  readonly createdAt: number;
  /** The payment method's code (the back office filters by it). */
  readonly paymentMethod: string;
  /** The shipping carrier's code (`flatrate`, `inpost`, `pickup`), `""` without shipping. */
  readonly shippingCarrier: string;
  /** The billing name in lower case, both ways round, for the back office's search (`orderSearchNames`). */
  readonly searchNames: { readonly customer_name: string; readonly customer_name_reversed: string };
  /** What was paid when the order was placed (BLIK: everything), in grosze. */
  readonly paidGrosze: number;
}

/**
 * Inserts a new order (its number is its uuid until {@link saveOrderDocument} sets it) and returns its id.
 *
 * @example
 * const orderId = await insertOrder(trx, { orderUuid, secretHash, customerId: null, email, status: "placed", grandTotalGrosze: 12999, createdAt: Date.now(), paymentMethod: "banktransfer", shippingCarrier: "inpost", searchNames: { customer_name: "anna nowak", customer_name_reversed: "nowak anna" }, paidGrosze: 0 });
 */
export async function insertOrder(trx: TxDb, row: NewOrderRow): Promise<number> {
  const inserted = await trx
    .insertInto("sales_order")
    .values({
      increment_id: row.orderUuid,
      order_uuid: row.orderUuid,
      secret_hash: row.secretHash,
      customer_id: row.customerId,
      email: row.email,
      status: row.status,
      grand_total_grosze: row.grandTotalGrosze,
      body: "{}",
      created_at: row.createdAt,
      payment_method: row.paymentMethod,
      shipping_carrier: row.shippingCarrier,
      ...row.searchNames,
      paid_grosze: row.paidGrosze,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Inserts an order's lines in order and returns their ids.
 *
 * @example
 * const ids = await insertOrderLines(trx, orderId, [{ sku: "SUK-0001-BLK-M", parentSku: "SUK-0001", productId: 1, qty: 1 }]);
 */
export async function insertOrderLines(
  trx: TxDb,
  orderId: number,
  lines: readonly { sku: string; parentSku: string | null; productId: number; qty: number }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const line of lines) {
    const row = await trx
      .insertInto("order_line")
      .values({
        order_id: orderId,
        sku: line.sku,
        parent_sku: line.parentSku,
        product_id: line.productId,
        qty: line.qty,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/**
 * Writes an order's document and its public number.
 *
 * @example
 * await saveOrderDocument(trx, orderId, doc);
 */
export async function saveOrderDocument(trx: TxDb, orderId: number, doc: OrderDoc): Promise<void> {
  await trx
    .updateTable("sales_order")
    .set({ increment_id: doc.increment_id, body: JSON.stringify(doc) })
    .where("id", "=", orderId)
    .execute();
}

/**
 * Marks the cart an order was placed from as ordered (it is no longer the shopper's active cart).
 *
 * @example
 * await markCartOrdered(trx, cart.id, Date.now());
 */
export async function markCartOrdered(trx: TxDb, cartId: number, at: number): Promise<void> {
  await trx.updateTable("cart").set({ status: "ordered", updated_at: at }).where("id", "=", cartId).execute();
}
