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
      return "Zamówienie oznaczone jako dostarczone.";
    case "ready_for_pickup":
      return "Zamówienie gotowe do odbioru w sklepie.";
    case "collect":
      return "Zamówienie oznaczone jako odebrane w sklepie.";
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
