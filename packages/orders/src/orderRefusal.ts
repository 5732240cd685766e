import { ORDER_STATUS_LABELS, type OrderStatus } from "./orderStatus";

/** Why the lifecycle refused a command (an expected outcome, not an error). */
export type OrderRefusalReason =
  | "role_forbidden"
  | "status_forbids"
  | "cash_paid_on_delivery"
  | "online_paid_by_gateway"
  | "store_pickup_not_shipped"
  | "not_store_pickup"
  | "carrier_required"
  | "tracking_number_required"
  | "tracking_number_invalid"
  | "date_invalid"
  | "date_in_future"
  | "date_before_shipping"
  | "amount_invalid"
  | "nothing_to_refund"
  | "refund_exceeds_paid"
  | "refund_account_required"
  | "payment_not_awaited";

/** What a refusal message may name. */
export interface RefusalContext {
  readonly status: OrderStatus;
  readonly command: string;
}

/**
 * The Polish message of a refusal, as the back office shows it. Pure.
 *
 * @example
 * refusalMessage("status_forbids", { status: "cancelled", command: "ship" });
 * // "Tego nie można zrobić z zamówieniem o statusie „Anulowane”."
 */
export function refusalMessage(reason: OrderRefusalReason, context: RefusalContext): string {
  switch (reason) {
    case "payment_not_awaited":
      return "To zamówienie nie czeka na przelew, więc nie anuluje się go za brak wpłaty.";
    case "role_forbidden":
      return "Twoja rola nie pozwala na tę czynność.";
    case "status_forbids":
      return `Tego nie można zrobić z zamówieniem o statusie „${ORDER_STATUS_LABELS[context.status]}”.`;
    case "cash_paid_on_delivery":
      return "Za zamówienie za pobraniem płaci się przy odbiorze.";
    case "online_paid_by_gateway":
      return "Płatność online potwierdza operator płatności.";
    case "store_pickup_not_shipped":
      return "Zamówienia z odbiorem w sklepie nie wysyła się kurierem.";
    case "not_store_pickup":
      return "To zamówienie nie jest odbierane w sklepie.";
    case "carrier_required":
      return "Wybierz przewoźnika.";
    case "tracking_number_required":
      return "Do wysyłki potrzebny jest numer przesyłki.";
    case "tracking_number_invalid":
      return "Numer przesyłki może mieć 4–64 znaki: litery, cyfry, spacje i myślniki.";
    case "date_invalid":
      return "Podaj datę w formacie RRRR-MM-DD.";
    case "date_in_future":
      return "Data dostarczenia nie może być w przyszłości.";
    case "date_before_shipping":
      return "Data dostarczenia nie może być wcześniejsza niż data wysyłki.";
    case "amount_invalid":
      return "Kwota zwrotu musi być większa od zera.";
    case "nothing_to_refund":
      return "Za to zamówienie nie ma już czego zwracać.";
    case "refund_exceeds_paid":
      return "Kwota zwrotu przekracza to, co zapłacono, po odjęciu wcześniejszych zwrotów.";
    case "refund_account_required":
      return "Podaj numer konta, na który ma wrócić przelew.";
  }
}
