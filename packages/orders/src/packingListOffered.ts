import type { LifecycleOrder } from "./lifecycleOrder";
import { type DeliveryKind, ORDER_STATUSES, type OrderStatus, type PaymentKind } from "./orderStatus";
import { allowedCommands } from "./transitionOrder";

/** The lifecycle's question "may this order be packed now?" is asked for the role that may do everything. */
const ANY_HANDLER = { kind: "staff", id: 0, email: "", role: "owner" } as const;

/**
 * Whether the packing list is offered for an order (after-sales-and-law.md §1): while the lifecycle allows
 * packing it (`allowedCommands`: paid, or placed with cash on delivery; a transfer waits for its money) and
 * once packed, until the parcel leaves (printed again for the box). Not for a cancelled order, nor one
 * shipped, waiting in the store or handed over. Pure.
 *
 * @example
 * packingListOffered({ ...order, status: "paid" }); // true
 * packingListOffered({ ...order, status: "cancelled" }); // false
 */
export function packingListOffered(order: LifecycleOrder): boolean {
  return order.status === "packed" || allowedCommands(order, ANY_HANDLER).includes("pack");
}

const PAYMENTS: readonly PaymentKind[] = ["online", "transfer", "cash_on_delivery"];
const DELIVERIES: readonly DeliveryKind[] = ["carrier", "store_pickup"];

/**
 * The states in which the lifecycle lets an order be packed ({@link allowedCommands}): each status with the
 * payment kinds packed in it, for every delivery — `paid` with any payment, `placed` with cash on delivery.
 * For a count of the orders waiting to be packed (the start page), from the one rule. Pure.
 *
 * @example
 * packableStates(); // [{ status: "placed", payments: ["cash_on_delivery"] }, { status: "paid", payments: ["online", "transfer", "cash_on_delivery"] }]
 */
export function packableStates(): {
  readonly status: OrderStatus;
  readonly payments: readonly PaymentKind[];
}[] {
  return ORDER_STATUSES.map((status) => ({
    status,
    payments: PAYMENTS.filter((payment) =>
      DELIVERIES.some((delivery) =>
        allowedCommands({ ...SAMPLE, status, payment, delivery }, ANY_HANDLER).includes("pack"),
      ),
    ),
  })).filter((state) => state.payments.length > 0);
}

const SAMPLE: LifecycleOrder = {
  number: "000000000",
  status: "placed",
  payment: "online",
  delivery: "carrier",
  totalGrosze: 0,
  paidGrosze: 0,
  refundedGrosze: 0,
  stockTaken: [],
  shipment: null,
  deliveredOn: null,
};
