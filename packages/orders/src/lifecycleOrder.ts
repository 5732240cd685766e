import type { DeliveryKind, OrderStatus, PaymentKind } from "./orderStatus";
import { OrdersError } from "./ordersError";

/** The units of one sku an order took from stock (and gives back when it is cancelled). */
export interface StockUnits {
  readonly sku: string;
  /** The configurable parent's sku, or `null` for a simple product (its page shows the stock too). */
  readonly parentSku: string | null;
  readonly qty: number;
}

/** The parcel of a shipped order. */
export interface Shipment {
  /** The carrier's code in the shop settings (`inpost`, `dpd`, …). */
  readonly carrierCode: string;
  /** The carrier's name as the shopper reads it. */
  readonly carrierName: string;
  readonly trackingNumber: string;
  /** When it was shipped (epoch ms). */
  readonly shippedAt: number;
}

/**
 * An order as the lifecycle sees it: its status, how it is paid and delivered, its money in integer grosze
 * and the stock it holds. Plain readonly data; the API reads it from its tables.
 */
export interface LifecycleOrder {
  /** The public order number (`000001042`). */
  readonly number: string;
  readonly status: OrderStatus;
  readonly payment: PaymentKind;
  readonly delivery: DeliveryKind;
  /** What the order costs (grand total), in grosze. */
  readonly totalGrosze: number;
  /** What the shop has received for it, in grosze (0 until paid; cash on delivery: at the handover). */
  readonly paidGrosze: number;
  /** What the shop has given back, in grosze; never more than {@link paidGrosze}. */
  readonly refundedGrosze: number;
  /** The units the order holds (taken at placing, empty once given back). */
  readonly stockTaken: readonly StockUnits[];
  /** The parcel, once shipped; store pickups have none. */
  readonly shipment: Shipment | null;
  /** The Warsaw date it was delivered or collected (`YYYY-MM-DD`): the withdrawal period starts then. */
  readonly deliveredOn: string | null;
}

/** A staff role (after-sales-and-law.md §1); the same values as the contract's `StaffRole`. */
export type OrderStaffRole = "owner" | "customer_service" | "warehouse";

/** Who makes a transition: a member of staff, or the shop itself (the payment gateway's report). */
export type OrderActor =
  | { readonly kind: "staff"; readonly id: number; readonly email: string; readonly role: OrderStaffRole }
  | { readonly kind: "system" };

const isGrosze = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

/**
 * Checks that an order's money and stock add up: whole non-negative grosze, paid ≤ total, refunded ≤ paid,
 * positive whole quantities.
 *
 * @throws {OrdersError} `invalid-order` naming the first field that is wrong.
 * @example
 * assertLifecycleOrder({ ...order, refundedGrosze: order.paidGrosze + 1 }); // throws: refundedGrosze
 */
export function assertLifecycleOrder(order: LifecycleOrder): void {
  const fail = (field: string, value: unknown): never => {
    throw new OrdersError({ reason: "invalid-order", field, value });
  };
  if (!isGrosze(order.totalGrosze)) fail("totalGrosze", order.totalGrosze);
  if (!isGrosze(order.paidGrosze) || order.paidGrosze > order.totalGrosze)
    fail("paidGrosze", order.paidGrosze);
  if (!isGrosze(order.refundedGrosze) || order.refundedGrosze > order.paidGrosze)
    fail("refundedGrosze", order.refundedGrosze);
  for (const units of order.stockTaken) {
    if (!Number.isSafeInteger(units.qty) || units.qty <= 0) fail("stockTaken", units);
  }
}
