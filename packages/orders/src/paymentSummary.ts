import { formatDateTime, formatPrice } from "@outlet/formatting";
import type { OrderStatus, PaymentKind } from "./orderStatus";

/** What the staff's payment box needs to know of an order. Money in integer grosze, times in epoch ms. */
export interface PaymentSummaryInput {
  readonly status: OrderStatus;
  readonly payment: PaymentKind;
  /** The method's name as the shopper chose it ("BLIK", "Przelew bankowy", "Płatność przy odbiorze"). */
  readonly methodTitle: string;
  readonly totalGrosze: number;
  readonly paidGrosze: number;
  readonly refundedGrosze: number;
  /** When the money came in (the last payment on the timeline), or `null` when unknown. */
  readonly paidAt: number | null;
  /** When money last went back, or `null`. */
  readonly refundedAt: number | null;
}

/**
 * The payment's state as the box reads it: paid; paid and partly or wholly given back; still due (by
 * transfer, online, or in cash when the parcel is handed over); or nothing due (cancelled before payment).
 */
export type PaymentSummaryState =
  | "paid"
  | "partly_refunded"
  | "refunded"
  | "due"
  | "due_on_delivery"
  | "nothing_due";

/** The answer of {@link paymentSummary}: the state and its one Polish line. */
export interface PaymentSummary {
  readonly state: PaymentSummaryState;
  readonly text: string;
}

const pln = (grosze: number): string => formatPrice(grosze / 100).replace(/\u00a0/g, " ");
const when = (at: number | null): string => (at === null ? "" : `, ${formatDateTime(at)}`);

/**
 * What the back office's payment box says of an order (after-sales-and-law.md §1): only what is true now.
 * „Zapłacono …" with the method and the time once money came in; „Zwrócono …" when all of it went back
 * (a cancelled or refunded order), both amounts when part of it did; „Do zapłaty …" only while the shopper
 * still owes the total ("przy odbiorze" for cash on delivery); a cancelled order never paid owes nothing.
 * Warsaw time, money in złoty. Pure.
 *
 * @example
 * paymentSummary({ status: "paid", payment: "online", methodTitle: "BLIK", totalGrosze: 13999, paidGrosze: 13999, refundedGrosze: 0, paidAt: Date.UTC(2026, 10, 30, 19, 56), refundedAt: null });
 * // { state: "paid", text: "Zapłacono 139,99 zł · BLIK, 30.11.2026, 20:56" }
 */
export function paymentSummary(input: PaymentSummaryInput): PaymentSummary {
  const { paidGrosze, refundedGrosze, methodTitle } = input;
  if (paidGrosze > 0 && refundedGrosze >= paidGrosze)
    return {
      state: "refunded",
      text: `Zwrócono ${pln(refundedGrosze)} · ${methodTitle}${when(input.refundedAt)} (zapłacono ${pln(paidGrosze)}${when(input.paidAt)})`,
    };
  if (paidGrosze > 0 && refundedGrosze > 0)
    return {
      state: "partly_refunded",
      text: `Zapłacono ${pln(paidGrosze)} · ${methodTitle}${when(input.paidAt)} · zwrócono ${pln(refundedGrosze)}${when(input.refundedAt)}`,
    };
  if (paidGrosze > 0)
    return { state: "paid", text: `Zapłacono ${pln(paidGrosze)} · ${methodTitle}${when(input.paidAt)}` };
  if (input.status === "cancelled" || input.totalGrosze === 0)
    return {
      state: "nothing_due",
      text:
        input.status === "cancelled"
          ? `Nie zapłacono · ${methodTitle} (zamówienie anulowane, nic do zapłaty)`
          : `Nic do zapłaty · ${methodTitle}`,
    };
  if (input.payment === "cash_on_delivery")
    return {
      state: "due_on_delivery",
      text: `Do zapłaty przy odbiorze ${pln(input.totalGrosze)} · ${methodTitle}`,
    };
  return {
    state: "due",
    text: `Do zapłaty ${pln(input.totalGrosze)} · ${methodTitle}${
      input.payment === "transfer" ? " (czeka na przelew)" : " (czeka na potwierdzenie płatności)"
    }`,
  };
}

/**
 * The label of an order's total in the staff's products table, by the payment box's state (s22: „Do zapłaty"
 * stood under a paid order's products): „Zapłacono" once money came in (also when some or all of it went
 * back: the payment box says so), „Do zapłaty" only while the shopper still owes it, „Razem" when nothing
 * was or is due. Pure.
 *
 * @example
 * paymentTotalLabel("paid"); // "Zapłacono"
 * paymentTotalLabel("due_on_delivery"); // "Do zapłaty"
 */
export function paymentTotalLabel(state: PaymentSummaryState): "Zapłacono" | "Do zapłaty" | "Razem" {
  switch (state) {
    case "paid":
    case "partly_refunded":
    case "refunded":
      return "Zapłacono";
    case "due":
    case "due_on_delivery":
      return "Do zapłaty";
    case "nothing_due":
      return "Razem";
  }
}
