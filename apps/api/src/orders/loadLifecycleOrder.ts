import {
  isOrderStatus,
  type LifecycleOrder,
  orderStatusFromLegacy,
  paymentKindOf,
  type StockUnits,
} from "@outlet/orders";
import type { TxDb } from "../db/transactionSchema.js";
import type { OrderDoc } from "./orderDocument.js";

/** The `sales_order` columns the lifecycle reads. */
const ORDER_COLUMNS = [
  "id",
  "increment_id",
  "customer_id",
  "email",
  "status",
  "grand_total_grosze",
  "paid_grosze",
  "refunded_grosze",
  "payment_method",
  "shipping_carrier",
  "carrier_code",
  "carrier_name",
  "tracking_number",
  "shipped_at",
  "delivered_on",
  "created_at",
  "body",
] as const;

/** A stored order with its lifecycle view. */
export interface StoredLifecycleOrder {
  readonly id: number;
  readonly customerId: number | null;
  readonly email: string;
  /** When it was placed, epoch ms. */
  readonly placedAt: number;
  readonly doc: OrderDoc;
  readonly lifecycle: LifecycleOrder;
}

/**
 * Reads an order (by id) with the lines it holds stock for, as the lifecycle sees it; `null` when unknown.
 *
 * @example
 * const order = await loadLifecycleOrder(db, 42);
 * order?.lifecycle.status; // "packed"
 */
export async function loadLifecycleOrder(db: TxDb, orderId: number): Promise<StoredLifecycleOrder | null> {
  const row = await db
    .selectFrom("sales_order")
    .select(ORDER_COLUMNS)
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!row) return null;
  const doc = JSON.parse(row.body) as OrderDoc;
  const status = isOrderStatus(row.status)
    ? row.status
    : (orderStatusFromLegacy(row.status, row.payment_method) ?? "placed");
  const lines = await db
    .selectFrom("order_line")
    .select(["sku", "parent_sku", "qty"])
    .where("order_id", "=", orderId)
    // a line whose every unit was withdrawn before dispatch holds no stock any more
    .where("qty", ">", 0)
    .orderBy("id")
    .execute();
  const perSku = new Map<string, StockUnits>();
  for (const line of lines) {
    const known = perSku.get(line.sku);
    perSku.set(line.sku, { sku: line.sku, parentSku: line.parent_sku, qty: (known?.qty ?? 0) + line.qty });
  }
  return {
    id: row.id,
    customerId: row.customer_id,
    email: row.email,
    placedAt: Number(row.created_at),
    doc,
    lifecycle: {
      number: row.increment_id,
      status,
      payment: paymentKindOf(row.payment_method),
      delivery: row.shipping_carrier === "pickup" ? "store_pickup" : "carrier",
      totalGrosze: row.grand_total_grosze,
      paidGrosze: Number(row.paid_grosze),
      refundedGrosze: Number(row.refunded_grosze),
      // a cancelled order gave its units back
      stockTaken: status === "cancelled" ? [] : [...perSku.values()],
      shipment:
        row.carrier_code && row.tracking_number && row.shipped_at !== null
          ? {
              carrierCode: row.carrier_code,
              carrierName: row.carrier_name ?? row.carrier_code,
              trackingNumber: row.tracking_number,
              shippedAt: Number(row.shipped_at),
            }
          : null,
      deliveredOn: row.delivered_on,
    },
  };
}
