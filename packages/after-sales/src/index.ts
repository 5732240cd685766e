// After the order (issue 26, after-sales-and-law.md §2–§3): the calendar-day deadlines every after-sales rule
// counts with, the withdrawal window and its refund, and the return's statuses. Pure: no clock, storage or
// network; `now` is passed in.
export type { AfterSalesErrorDetails, AfterSalesErrorReason } from "./afterSalesError.js";
export { AfterSalesError, isAfterSalesError } from "./afterSalesError.js";
export * from "./complaintRules.js";
export type { DroppedUnitsMoney, DroppedUnitsOrder } from "./droppedUnitsMoney.js";
export { droppedUnitsMoney } from "./droppedUnitsMoney.js";
export type {
  OrderAfterSales,
  OrderAfterSalesInput,
  OrderRefundKind,
  OrderReturnBadge,
} from "./orderAfterSales.js";
export { orderAfterSales } from "./orderAfterSales.js";
export type { LineUnitsHeld, OrderReturnKind, OrderReturnState } from "./orderReturnState.js";
export { orderReturnState, unitsKept } from "./orderReturnState.js";
export type {
  ReturnActor,
  ReturnCommand,
  ReturnRefusalReason,
  ReturnState,
  ReturnStatus,
  ReturnTransition,
} from "./returnStatus.js";
export {
  mayTakeReturnStep,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  RETURNS_TO_RECEIVE,
  transitionReturn,
} from "./returnStatus.js";
export {
  addCalendarDays,
  addCalendarMonths,
  endOfWarsawDay,
  isWarsawCalendarDate,
  startOfWarsawDay,
  warsawCalendarDate,
  warsawDaysBetween,
  warsawDeadline,
} from "./warsawCalendar.js";
export type { AfterSalesLine, AfterSalesProductKind, LineWithdrawability } from "./withdrawableLine.js";
export {
  lineWithdrawability,
  productWithdrawalNotice,
  UNSEAL_ENDS_WITHDRAWAL,
} from "./withdrawableLine.js";
export type { DispatchOrder, WithdrawalDispatch } from "./withdrawalBeforeDispatch.js";
export { NOT_YET_SHIPPED_STATUSES, withdrawalDispatch } from "./withdrawalBeforeDispatch.js";
export type { LineUnits, RefundOrder, WithdrawalRefund } from "./withdrawalRefund.js";
export { keptUnitsGrosze, netLinePrices, withdrawalRefund } from "./withdrawalRefund.js";
export type { WithdrawalClosedReason, WithdrawalWindow, WithdrawalWindowOrder } from "./withdrawalWindow.js";
export { STATUTORY_WITHDRAWAL_DAYS, withdrawalWindow } from "./withdrawalWindow.js";
