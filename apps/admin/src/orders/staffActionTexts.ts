import { formatPrice } from "@outlet/formatting";
import { fromGrosze } from "@outlet/pricing";

/** A question the back office asks before an action that moves money or cannot be undone. */
export interface ActionConfirmation {
  readonly title: string;
  readonly content: string;
  readonly confirm: string;
}

const zloty = (grosze: number): string => formatPrice(fromGrosze(grosze));

/**
 * The question asked before an order's command, or `null` when the command goes without one (packing,
 * shipping: nothing is paid out and the next step follows). Money-moving and irreversible commands say the
 * amount and the order, as Shopify's admin does before "Mark as paid" and "Refund". Pure.
 *
 * @example orderActionConfirmation("confirm_payment", "000000012", 14199)
 * // { title: "Potwierdzić wpłatę 141,99 zł za zamówienie 000000012?", … }
 */
export function orderActionConfirmation(
  type: string,
  orderNumber: string,
  amountGrosze: number,
): ActionConfirmation | null {
  switch (type) {
    case "confirm_payment":
      return {
        title: `Potwierdzić wpłatę ${zloty(amountGrosze)} za zamówienie ${orderNumber}?`,
        content:
          "Zamówienie zostanie oznaczone jako opłacone, a klient dostanie e-mail o zaksięgowaniu wpłaty. Zrób to dopiero, gdy pieniądze są na koncie sklepu.",
        confirm: "Potwierdź wpłatę",
      };
    case "refund":
      return {
        title: `Zwrócić ${zloty(amountGrosze)} klientowi za zamówienie ${orderNumber}?`,
        content: "Zwrot zostanie zlecony od razu i nie da się go cofnąć.",
        confirm: `Zwróć ${zloty(amountGrosze)}`,
      };
    // cash on delivery is booked as paid the moment the parcel or the pickup is confirmed: the same question
    // as any other money coming in, with the amount (after-sales-and-law.md §1); nothing is asked when no
    // cash changes hands (a prepaid order)
    case "deliver":
      return amountGrosze > 0
        ? {
            title: `Oznaczyć zamówienie ${orderNumber} jako dostarczone i zapłacone ${zloty(amountGrosze)} przy odbiorze?`,
            content:
              "Zrób to dopiero, gdy paczkę doręczono, a klient za nią zapłacił (kurierowi albo w paczkomacie). Wpłata zostanie zapisana w zamówieniu.",
            confirm: `Dostarczone, zapłacono ${zloty(amountGrosze)}`,
          }
        : null;
    case "collect":
      return amountGrosze > 0
        ? {
            title: `Wydać zamówienie ${orderNumber} i przyjąć zapłatę ${zloty(amountGrosze)} przy odbiorze?`,
            content:
              "Zrób to dopiero, gdy klient odebrał towar w sklepie i zapłacił przy kasie. Wpłata zostanie zapisana w zamówieniu.",
            confirm: `Odebrane, zapłacono ${zloty(amountGrosze)}`,
          }
        : null;
    case "cancel":
      return {
        title: `Anulować zamówienie ${orderNumber}?`,
        content:
          amountGrosze > 0
            ? `Towar wróci na stan, a klient dostanie zwrot ${zloty(amountGrosze)}. Tego nie da się cofnąć.`
            : "Towar wróci na stan. Tego nie da się cofnąć.",
        confirm: "Anuluj zamówienie",
      };
    default:
      return null;
  }
}

/**
 * The cash a command books as paid: handing over a cash-on-delivery order (delivered, or collected at the
 * till) records the rest of its total as paid (`@outlet/orders`, transitionOrder); every other order and
 * command, nothing. Pure.
 *
 * @example cashTakenBy("deliver", { payment_kind: "cash_on_delivery", total_grosze: 131795, paid_grosze: 0 }) // 131795
 */
export function cashTakenBy(
  type: string,
  lifecycle: { readonly payment_kind: string; readonly total_grosze: number; readonly paid_grosze: number },
): number {
  if (type !== "deliver" && type !== "collect") return 0;
  if (lifecycle.payment_kind !== "cash_on_delivery") return 0;
  return Math.max(0, lifecycle.total_grosze - lifecycle.paid_grosze);
}

/**
 * The refund field's message, or `null` when the amount may go to the confirmation: an amount in złoty,
 * above zero and at most what is left of the payment (after-sales-and-law.md §1: a refund never exceeds
 * what was paid minus what was already refunded; the API checks again). Pure.
 *
 * @example refundAmountError(40000, 32198) // "Najwyżej 321,98 zł: tyle zostało z wpłaty po wcześniejszych zwrotach."
 */
export function refundAmountError(grosze: number | null, leftGrosze: number): string | null {
  if (grosze === null || grosze <= 0) return "Podaj kwotę w złotych, np. 25,50.";
  if (grosze > leftGrosze)
    return `Najwyżej ${zloty(leftGrosze)}: tyle zostało z wpłaty po wcześniejszych zwrotach.`;
  return null;
}

/**
 * What the notice says once an order's command went through, in Polish; `amountGrosze` is what was paid
 * out (a refund, or a cancellation of a paid order). Pure.
 *
 * @example orderActionDoneMessage("refund", 14199) // "Zwrot 141,99 zł zlecony."
 */
export function orderActionDoneMessage(type: string, amountGrosze = 0): string {
  switch (type) {
    case "confirm_payment":
      return "Wpłata potwierdzona.";
    case "pack":
      return "Zamówienie spakowane.";
    case "ship":
      return "Zamówienie wysłane.";
    case "deliver":
      return amountGrosze > 0
        ? `Zamówienie oznaczone jako dostarczone. Zapisano wpłatę ${zloty(amountGrosze)} przy odbiorze.`
        : "Zamówienie oznaczone jako dostarczone.";
    case "ready_for_pickup":
      return "Zamówienie gotowe do odbioru w sklepie.";
    case "collect":
      return amountGrosze > 0
        ? `Zamówienie oznaczone jako odebrane w sklepie. Zapisano wpłatę ${zloty(amountGrosze)} przy odbiorze.`
        : "Zamówienie oznaczone jako odebrane w sklepie.";
    case "cancel":
      return amountGrosze > 0
        ? `Zamówienie anulowane. Zwrot ${zloty(amountGrosze)} zlecony.`
        : "Zamówienie anulowane.";
    case "refund":
      return `Zwrot ${zloty(amountGrosze)} zlecony.`;
    default:
      return "Zapisano.";
  }
}

/**
 * The question before a return's refund (withdrawal, issue 26), in złoty as the return's API gives it. Pure.
 *
 * @example returnRefundConfirmation(141.99, "000000012").title
 * // "Zwrócić 141,99 zł klientowi za zamówienie 000000012?"
 */
export function returnRefundConfirmation(amountZloty: number, orderNumber: string): ActionConfirmation {
  return {
    title: `Zwrócić ${formatPrice(amountZloty)} klientowi za zamówienie ${orderNumber}?`,
    content: "Zwrot zostanie zlecony od razu i nie da się go cofnąć.",
    confirm: `Zwróć ${formatPrice(amountZloty)}`,
  };
}

/** The notice after a return's refund was ordered. Pure. @example returnRefundDone(141.99) // "Zwrot 141,99 zł zlecony." */
export function returnRefundDone(amountZloty: number): string {
  return `Zwrot ${formatPrice(amountZloty)} zlecony.`;
}
