export type { LifecycleOrder, OrderActor, OrderStaffRole, Shipment, StockUnits } from "./lifecycleOrder";
export { assertLifecycleOrder } from "./lifecycleOrder";
export type { OrderRefusalReason, RefusalContext } from "./orderRefusal";
export { refusalMessage } from "./orderRefusal";
export type { DeliveryKind, OrderStatus, PaymentKind, PaymentTimelineEntry } from "./orderStatus";
export {
  BANK_TRANSFER,
  CASH_ON_DELIVERY,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderStatusFromLegacy,
  paymentFeeGrosze,
  paymentKindOf,
  paymentSettled,
  paymentTimelineEntry,
  placedStatusFor,
  STORE_PICKUP_CARRIER,
} from "./orderStatus";
export type { OrdersErrorDetails, OrdersErrorReason } from "./ordersError";
export { isOrdersError, OrdersError } from "./ordersError";
export { packableStates, packingListOffered } from "./packingListOffered";
export type { PaymentRecheck } from "./paymentRecheck";
export { PAYMENT_RECHECK_LIMIT, PAYMENT_RECHECK_MS, paymentRecheck } from "./paymentRecheck";
export type { PaymentSummary, PaymentSummaryInput, PaymentSummaryState } from "./paymentSummary";
export { paymentSummary, paymentTotalLabel } from "./paymentSummary";
export { shipCarrierFor } from "./shipCarrierFor";
export { dueAtPickupGrosze, PICKUP_HOLD_DAYS, pickupHoldsUntil } from "./storePickup";
export type { TransferPaymentDeadline, TransferPaymentOrder } from "./transferPaymentDeadline";
export {
  transferDeadlineNotice,
  transferPaymentDeadline,
  transferPaymentOverdue,
} from "./transferPaymentDeadline";
export type {
  CancelReason,
  LifecycleRole,
  OrderCarrier,
  OrderCommand,
  OrderCommandType,
  OrderEffect,
  OrderMail,
  RefundBasis,
  TimelineEntry,
  TransitionResult,
  TransitionRule,
} from "./transitionOrder";
export {
  allowedCommands,
  FREE_REFUND_ROLES,
  mayRefund,
  ORDER_COMMAND_LABELS,
  orderPageRoles,
  statusChangeLabel,
  TRANSITION_RULES,
  transitionOrder,
} from "./transitionOrder";
export type { PurchaseEvidence, ReviewOrigin } from "./verifiedPurchase";
export { isVerifiedPurchase } from "./verifiedPurchase";
export { isCalendarDate, warsawDate } from "./warsawDate";
