// After the order (issue 26, after-sales-and-law.md §2–§3): the calendar-day deadlines every after-sales rule
// counts with, the withdrawal window and its refund, and the return's statuses. Pure: no clock, storage or
// network; `now` is passed in.
export type { AfterSalesErrorDetails, AfterSalesErrorReason } from "./afterSalesError.js";
export { AfterSalesError, isAfterSalesError } from "./afterSalesError.js";
export * from "./complaintRules.js";
export {
  addCalendarDays,
  addCalendarMonths,
  endOfWarsawDay,
  isWarsawCalendarDate,
  startOfWarsawDay,
  warsawCalendarDate,
  warsawDeadline,
} from "./warsawCalendar.js";
