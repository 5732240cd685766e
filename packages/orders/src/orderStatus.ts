/**
 * The states of an order (after-sales-and-law.md §1). The after-sales states (withdrawal, return, complaint)
 * are added by the after-order issue: it appends them here and to {@link ORDER_STATUSES}, gives them Polish
 * labels in {@link ORDER_STATUS_LABELS} and adds the commands that reach them to `TRANSITION_RULES`
 * (`transitionOrder.ts`); nothing else in the lifecycle has to change.
 */
export type OrderStatus =
  | "placed"
  | "awaiting_payment"
  | "paid"
  | "packed"
  | "shipped"
  | "delivered"
  | "ready_for_pickup"
  | "collected"
  | "cancelled";

/** Every {@link OrderStatus}, in the order an order moves through them. */
export const ORDER_STATUSES: readonly OrderStatus[] = [
  "placed",
  "awaiting_payment",
  "paid",
  "packed",
  "shipped",
  "delivered",
  "ready_for_pickup",
  "collected",
  "cancelled",
];

/** The Polish name of each status, as the shopper's order page and the back office show it. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: "Przyjęte",
  awaiting_payment: "Oczekuje na płatność",
  paid: "Opłacone",
  packed: "Spakowane",
  shipped: "Wysłane",
  delivered: "Dostarczone",
  ready_for_pickup: "Gotowe do odbioru",
  collected: "Odebrane",
  cancelled: "Anulowane",
};

/**
 * Whether `value` is one of the lifecycle's statuses.
 *
 * @example
 * isOrderStatus("packed"); // true
 * isOrderStatus("processing"); // false (a legacy status: see orderStatusFromLegacy)
 */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * How an order is paid, as the lifecycle cares: through the payment gateway (BLIK, card / quick transfer),
 * by a bank transfer the shop confirms, or in cash when the parcel is handed over.
 */
export type PaymentKind = "online" | "transfer" | "cash_on_delivery";

/** The payment method code of cash on delivery (api-contract §12.14). */
export const CASH_ON_DELIVERY = "cashondelivery";
/** The payment method code of a bank transfer. */
export const BANK_TRANSFER = "banktransfer";

/**
 * The {@link PaymentKind} of a payment method code: `cashondelivery` is cash, `banktransfer` a transfer,
 * every other method (BLIK, `online`) goes through the gateway. Pure.
 *
 * @example
 * paymentKindOf("blik"); // "online"
 * paymentKindOf("banktransfer"); // "transfer"
 */
export function paymentKindOf(methodCode: string): PaymentKind {
  if (methodCode === CASH_ON_DELIVERY) return "cash_on_delivery";
  if (methodCode === BANK_TRANSFER) return "transfer";
  return "online";
}

/**
 * How the goods reach the shopper: a carrier (courier, parcel locker) or the shop's store, where the
 * shopper collects them (no carrier, no tracking number).
 */
export type DeliveryKind = "carrier" | "store_pickup";

/**
 * The lifecycle status of a stored order's legacy status (after-sales-and-law.md §1): `pending` → placed,
 * `pending_payment` → awaiting_payment, `processing` → paid (BLIK, online, transfer) or placed (cash on
 * delivery), `canceled` → cancelled. The contract's two statuses the spec leaves out are mapped as they
 * read (decision): `complete` → delivered, `closed` → cancelled. A lifecycle status maps to itself; an
 * unknown one is `null`. Pure.
 *
 * @example
 * orderStatusFromLegacy("processing", "cashondelivery"); // "placed"
 * orderStatusFromLegacy("processing", "blik"); // "paid"
 */
export function orderStatusFromLegacy(status: string, paymentMethod: string): OrderStatus | null {
  if (isOrderStatus(status)) return status;
  switch (status) {
    case "pending":
      return "placed";
    case "pending_payment":
      return "awaiting_payment";
    case "processing":
      return paymentKindOf(paymentMethod) === "cash_on_delivery" ? "placed" : "paid";
    case "complete":
      return "delivered";
    case "canceled":
    case "closed":
      return "cancelled";
    default:
      return null;
  }
}

/**
 * The status a new order starts in with its payment method: BLIK and an online payment wait for the
 * gateway's word (awaiting_payment; a BLIK code is pending until the shopper's bank app confirms it, as the
 * real service does), a transfer and cash on delivery are placed (a transfer becomes paid when the shop
 * confirms it arrived). Pure.
 *
 * @example
 * placedStatusFor("online"); // "awaiting_payment"
 */
export function placedStatusFor(paymentMethod: string): OrderStatus {
  return paymentKindOf(paymentMethod) === "online" ? "awaiting_payment" : "placed";
}

/** The carrier code of collecting the order in the shop's store (api-contract §12.14 shipping methods). */
export const STORE_PICKUP_CARRIER = "pickup";

/**
 * The payment method's fee for an order, in grosze: cash on delivery costs nothing when the order is
 * collected in the store (after-sales-and-law.md §7: paid at the till, no cash-on-delivery fee); every other
 * method costs its fee. Pure.
 *
 * @example
 * paymentFeeGrosze("cashondelivery", "pickup", 500); // 0
 * paymentFeeGrosze("cashondelivery", "flatrate", 500); // 500
 */
export function paymentFeeGrosze(methodCode: string, carrierCode: string | null, feeGrosze: number): number {
  if (methodCode === CASH_ON_DELIVERY && carrierCode === STORE_PICKUP_CARRIER) return 0;
  return feeGrosze;
}

/** The statuses an order reaches only after its payment was taken (prepaid, or confirmed by the shop). */
const PAID_STATUSES: ReadonlySet<OrderStatus> = new Set([
  "paid",
  "packed",
  "shipped",
  "delivered",
  "ready_for_pickup",
  "collected",
]);

/**
 * Whether the shopper has nothing left to pay for an order in `status` (after-sales-and-law.md §1): a
 * prepaid order from `paid` on; cash on delivery only once `delivered` or `collected` (it is paid at the
 * door or the till). A cancelled order owes nothing but was not paid: `false`. The order page shows the
 * bank-transfer details and "Do zapłaty" only while this is `false` and the order is not cancelled. Pure.
 *
 * @example
 * paymentSettled("packed", "banktransfer"); // true  (the transfer was confirmed before packing)
 * paymentSettled("packed", "cashondelivery"); // false (paid on delivery)
 */
export function paymentSettled(status: OrderStatus, paymentMethod: string): boolean {
  if (paymentKindOf(paymentMethod) === "cash_on_delivery")
    return status === "delivered" || status === "collected";
  return PAID_STATUSES.has(status);
}

/** A timeline entry as the order page reads it: its kind and, for a status change, the status reached. */
export interface PaymentTimelineEntry {
  readonly type?: string | undefined;
  readonly to_status?: string | null | undefined;
}

/**
 * The timeline entry at which the shopper paid (after-sales-and-law.md §1), or `undefined` while unpaid: a
 * recorded payment (the gateway's report, a confirmed transfer) or the change to `paid`; for cash on
 * delivery only the hand-over — `delivered` at the door, `collected` at the store's till (s22: a pickup paid at
 * the till still read „Opłacone —"). Pure.
 *
 * @example
 * paymentTimelineEntry([{ type: "status", to_status: "collected" }], "cashondelivery"); // that entry
 * paymentTimelineEntry([{ type: "status", to_status: "shipped" }], "banktransfer"); // undefined
 */
export function paymentTimelineEntry<TEntry extends PaymentTimelineEntry>(
  timeline: readonly TEntry[],
  paymentMethod: string,
): TEntry | undefined {
  const cash = paymentKindOf(paymentMethod) === "cash_on_delivery";
  // the same moments as paymentSettled: cash is paid only when handed over, a prepaid order once `paid`
  return timeline.find((entry) =>
    cash
      ? entry.to_status === "delivered" || entry.to_status === "collected"
      : entry.type === "payment" || entry.to_status === "paid",
  );
}
