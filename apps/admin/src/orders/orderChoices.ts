import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "@outlet/orders";

/** The lifecycle's statuses as choices of the status filter (Polish labels from @outlet/orders). */
export const ORDER_STATUS_CHOICES = ORDER_STATUSES.map((id) => ({ id, name: ORDER_STATUS_LABELS[id] }));

/** The payment methods the shop offers (checkout's codes), named as the shopper saw them. */
export const PAYMENT_LABELS: Readonly<Record<string, string>> = {
  banktransfer: "Przelew tradycyjny",
  online: "Płatność online",
  blik: "BLIK",
  cashondelivery: "Za pobraniem / przy odbiorze",
};

/** The delivery methods (carrier codes). */
export const DELIVERY_LABELS: Readonly<Record<string, string>> = {
  flatrate: "Kurier",
  inpost: "Paczkomat InPost",
  pickup: "Odbiór w sklepie",
};

const choices = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));

/** Payment filter choices. */
export const PAYMENT_CHOICES = choices(PAYMENT_LABELS);
/** Delivery filter choices. */
export const DELIVERY_CHOICES = choices(DELIVERY_LABELS);
