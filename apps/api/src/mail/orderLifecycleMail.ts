import { formatDateTime, formatLongDate, formatPrice } from "@outlet/formatting";
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
  /** The store a pickup order waits in ("Salon Outlet Gdańsk, ul. Długa 5"), when there is one. */
  readonly store: string | null;
}

/** A lifecycle mail's subject and bodies. */
export type LifecycleMailContent = PlainMailContent;

const zl = (grosze: number): string => formatPrice(grosze / 100);

/**
 * The shopper's mail of one lifecycle effect (issue 25), in Polish with Warsaw times (`29.11.2026, 14:05`,
 * `29 listopada 2026`): transfer booked or online payment received, packed, shipped (with the tracking link), ready for pickup,
 * delivered, cancelled, refunded. Pure.
 *
 * @example
 * lifecycleMail({ kind: "order_ready_for_pickup" }, { number: "000000042", orderPage: null, at: Date.now(), store: "Salon Outlet Gdańsk" }).subject;
 * // "Zamówienie 000000042 gotowe do odbioru"
 */
export function lifecycleMail(mail: OrderMail, context: LifecycleMailContext): LifecycleMailContent {
  const when = formatDateTime(context.at);
  const lines: string[] = [];
  let subject: string;
  switch (mail.kind) {
    case "order_paid":
      if (mail.via === "online") {
        subject = `Płatność za zamówienie ${context.number} przyjęta`;
        lines.push(
          `Dziękujemy! Płatność online ${zl(mail.amountGrosze)} za zamówienie ${context.number} przyjęliśmy ${when}.`,
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
      lines.push(
        `Twoje zamówienie ${context.number} czeka na odbiór${context.store ? ` w sklepie: ${context.store}` : " w sklepie"}.`,
        "Przy odbiorze podaj numer zamówienia. Płatność przy odbiorze regulujesz w kasie sklepu, bez dodatkowej opłaty.",
      );
      break;
    case "order_delivered":
      subject = `Zamówienie ${context.number} zostało dostarczone`;
      lines.push(
        `Twoje zamówienie ${context.number} zostało dostarczone ${formatLongDate(mail.deliveredOn)}.`,
        "Od tego dnia masz 30 dni na odstąpienie od umowy bez podania przyczyny.",
      );
      break;
    case "order_cancelled":
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
