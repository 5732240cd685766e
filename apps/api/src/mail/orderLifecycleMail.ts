import { formatLongDate, formatLongDateTime, formatPrice } from "@outlet/formatting";
import type { OrderMail } from "@outlet/orders";
import { type PlainMailContent, plainMail } from "./plainMail.js";

/** What a lifecycle mail names besides the effect's own data. */
export interface LifecycleMailContext {
  /** The order's number (`000000042`). */
  readonly number: string;
  /** The order page: the account's for a customer, the secret link for a guest (`orderPageLink`), or `null`. */
  readonly orderPage: string | null;
  /** When it happened (epoch ms), shown in Warsaw time. */
  readonly at: number;
  /** The store a pickup order waits in ("Salon Outlet Gdańsk, ul. Długa 5, Gdańsk"), when there is one. */
  readonly store: string | null;
  /** What the "ready for pickup" mail tells of the store, the till and the wait; `null` for a delivery. */
  readonly pickup?: PickupMailFacts | null;
  /** The payment method's title as the checkout showed it (the shop's method document, stored on the order). */
  readonly paymentTitle?: string | null;
  /** The withdrawal period counted from the delivery (the delivered mail gives its last day); `null` when unknown. */
  readonly withdrawal?: { readonly days: number; readonly lastDay: string } | null;
}

/** A store pickup's facts for its mails (after-sales-and-law.md §1). */
export interface PickupMailFacts {
  /** The store's name and full address: "Salon Outlet Gdańsk, ul. Długa 5, 80-827 Gdańsk". */
  readonly address: string;
  /** "pon.–pt. 10:00–20:00", … as the shipping method states them. */
  readonly openingHours: readonly string[];
  /** What is paid at the till when collecting, in grosze (0 when paid in advance; `dueAtPickupGrosze`). */
  readonly dueGrosze: number;
  /** The last day the order waits (`YYYY-MM-DD`, Warsaw; `pickupHoldsUntil`) and how many days that is. */
  readonly holdsUntil: string;
  readonly holdDays: number;
}

/** A lifecycle mail's subject and bodies. */
export type LifecycleMailContent = PlainMailContent;

const zl = (grosze: number): string => formatPrice(grosze / 100);

/** The "ready for pickup" mail's lines: where, when it is open, what to pay at the till, how long it waits. */
function readyForPickupLines(context: LifecycleMailContext): string[] {
  const pickup = context.pickup;
  const where = pickup?.address ?? context.store;
  const lines = [
    `Twoje zamówienie ${context.number} czeka na odbiór${where ? ` w sklepie: ${where}` : " w sklepie"}.`,
  ];
  if (!pickup) {
    lines.push("Przy odbiorze podaj numer zamówienia.");
    return lines;
  }
  if (pickup.openingHours.length > 0) lines.push(`Godziny otwarcia: ${pickup.openingHours.join(", ")}.`);
  lines.push(
    pickup.dueGrosze > 0
      ? `Do zapłaty w kasie sklepu: ${zl(pickup.dueGrosze)} (bez dodatkowej opłaty za płatność przy odbiorze).`
      : `Do zapłaty w kasie sklepu: ${zl(0)} — zamówienie jest już opłacone.`,
    `Zamówienie poczeka na Ciebie ${pickup.holdDays} dni, do ${formatLongDate(pickup.holdsUntil)} r. włącznie.`,
    "Przy odbiorze podaj numer zamówienia.",
  );
  return lines;
}

/**
 * The shopper's mail of one lifecycle effect (issue 25), in Polish with Warsaw times (`29 listopada 2026, 14:05`,
 * `29 listopada 2026`): transfer booked or online payment received, packed, shipped (with the tracking link), ready for pickup,
 * delivered, cancelled, refunded. Pure.
 *
 * @example
 * lifecycleMail({ kind: "order_ready_for_pickup" }, { number: "000000042", orderPage: null, at: Date.now(), store: "Salon Outlet Gdańsk" }).subject;
 * // "Zamówienie 000000042 gotowe do odbioru"
 */
export function lifecycleMail(mail: OrderMail, context: LifecycleMailContext): LifecycleMailContent {
  // the one long form a shopper reads a moment in (s22), as the order page writes it
  const when = formatLongDateTime(context.at);
  const lines: string[] = [];
  let subject: string;
  switch (mail.kind) {
    case "order_paid":
      if (mail.via === "online") {
        subject = `Płatność za zamówienie ${context.number} przyjęta`;
        lines.push(
          `Dziękujemy! Płatność ${zl(mail.amountGrosze)} za zamówienie ${context.number} przyjęliśmy ${when}.`,
          ...(context.paymentTitle ? [`Metoda płatności: ${context.paymentTitle}.`] : []),
          context.store
            ? `Teraz kompletujemy Twoje zamówienie do odbioru w sklepie: ${context.store}.`
            : "Teraz kompletujemy i pakujemy Twoje zamówienie.",
        );
        break;
      }
      subject = `Płatność za zamówienie ${context.number} zaksięgowana`;
      lines.push(
        `Twój przelew ${zl(mail.amountGrosze)} za zamówienie ${context.number} zaksięgowaliśmy ${when}.`,
        "Teraz kompletujemy i pakujemy Twoje zamówienie.",
      );
      break;
    case "order_packed":
      subject = `Zamówienie ${context.number} spakowane`;
      lines.push(
        `Twoje zamówienie ${context.number} spakowaliśmy ${when}.`,
        context.store
          ? `Przygotowujemy je do odbioru w sklepie: ${context.store}. Napiszemy, gdy będzie gotowe.`
          : "Przygotowujemy wysyłkę; numer przesyłki wyślemy w kolejnej wiadomości.",
      );
      break;
    case "order_shipped":
      subject = `Zamówienie ${context.number} zostało wysłane`;
      lines.push(
        `Twoje zamówienie ${context.number} wysłaliśmy ${when} (${mail.carrierName}).`,
        `Numer przesyłki: ${mail.trackingNumber}`,
      );
      if (mail.trackingUrl) lines.push(`Śledź przesyłkę: ${mail.trackingUrl}`);
      break;
    case "order_ready_for_pickup":
      subject = `Zamówienie ${context.number} gotowe do odbioru`;
      lines.push(...readyForPickupLines(context));
      break;
    case "order_delivered":
      if (context.store) {
        subject = `Zamówienie ${context.number} odebrane w sklepie`;
        lines.push(
          `Twoje zamówienie ${context.number} zostało odebrane w sklepie ${formatLongDate(mail.deliveredOn)} (${context.store}).`,
        );
      } else {
        subject = `Zamówienie ${context.number} zostało dostarczone`;
        lines.push(
          `Twoje zamówienie ${context.number} zostało dostarczone ${formatLongDate(mail.deliveredOn)}.`,
        );
      }
      lines.push(
        context.withdrawal
          ? `Na odstąpienie od umowy bez podania przyczyny masz ${context.withdrawal.days} dni: do ${formatLongDate(context.withdrawal.lastDay)} r. włącznie.`
          : "Od tego dnia masz 30 dni na odstąpienie od umowy bez podania przyczyny.",
      );
      if (context.orderPage) {
        // the return starts on the order page ("Odstąp od umowy"): the link says so instead of "details"
        lines.push(`Zwrot zgłosisz na stronie zamówienia: ${context.orderPage}`);
        return plainMail(subject, lines);
      }
      break;
    case "order_cancelled":
      if (mail.reason === "payment_overdue") {
        // s23: the shop cancelled a transfer nobody paid by its deadline; neutral forms (no gendered past tense)
        subject = `Zamówienie ${context.number} anulowane — brak wpłaty`;
        lines.push(
          `Nie otrzymaliśmy wpłaty za zamówienie ${context.number} w wyznaczonym terminie, więc anulowaliśmy je ${when}.`,
          "Zarezerwowane produkty wróciły do sprzedaży. Jeśli nadal chcesz je kupić, złóż nowe zamówienie.",
          "Jeśli przelew jest już w drodze, odpowiedz na tę wiadomość — zwrócimy pieniądze.",
        );
        break;
      }
      subject = `Zamówienie ${context.number} zostało anulowane`;
      lines.push(`Twoje zamówienie ${context.number} anulowaliśmy ${when}.`);
      if (mail.refundGrosze > 0) lines.push(`Zwrócimy Ci ${zl(mail.refundGrosze)}.`);
      break;
    case "order_refunded":
      subject = `Zwrot pieniędzy za zamówienie ${context.number}`;
      lines.push(`${when} zleciliśmy zwrot ${zl(mail.amountGrosze)} za zamówienie ${context.number}.`);
      break;
  }
  if (context.orderPage) lines.push(`Szczegóły zamówienia: ${context.orderPage}`);
  return plainMail(subject, lines);
}
