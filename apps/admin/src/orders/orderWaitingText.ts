import type { OrderLifecycleView } from "./orderDetail";

/**
 * What an order page says when the person's role has nothing to do on it now: what the order waits for and
 * what comes next, per status (rather than "nothing left to do" on an order that is not paid yet). Pure.
 *
 * @example orderWaitingText({ status: "awaiting_payment", payment_kind: "online", … })
 * // "Zamówienie czeka na płatność online (np. BLIK). …"
 */
export function orderWaitingText(lifecycle: Pick<OrderLifecycleView, "status" | "payment_kind">): string {
  switch (lifecycle.status) {
    case "placed":
    case "awaiting_payment":
      if (lifecycle.payment_kind === "transfer")
        return "Zamówienie czeka na przelew. Gdy pieniądze wpłyną, właściciel lub obsługa klienta potwierdzi wpłatę, a potem zamówienie będzie można spakować.";
      if (lifecycle.payment_kind === "online")
        return "Zamówienie czeka na płatność online (np. BLIK). Gdy bramka płatności ją potwierdzi, status zmieni się na „Opłacone” i zamówienie będzie można spakować.";
      return "Zamówienie czeka na przygotowanie. Właściciel lub obsługa klienta może je jeszcze anulować.";
    case "paid":
      return "Zamówienie jest opłacone i czeka na spakowanie.";
    case "packed":
      return "Zamówienie jest spakowane i czeka na wysyłkę albo wydanie w sklepie.";
    case "shipped":
      return "Paczka jest w drodze. Po doręczeniu zamówienie zostanie oznaczone jako dostarczone.";
    case "ready_for_pickup":
      return "Zamówienie czeka w sklepie na odbiór przez klienta.";
    case "delivered":
    case "collected":
      return "Zamówienie jest u klienta. Zostały już tylko ewentualne zwroty i reklamacje (osobne ekrany).";
    case "cancelled":
      return "Zamówienie jest anulowane. Nic więcej nie trzeba robić.";
    default:
      return "Na tym etapie nie ma czynności dla Twojej roli.";
  }
}
