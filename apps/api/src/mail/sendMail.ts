import type { AppContext } from "../context.js";
import { shopServices } from "../shop/shopServices.js";
import type { MailMessage, OutboxEntry } from "./createMailer.js";

/** A mail to send, and the order it is about (its timeline shows it). */
export interface OutgoingMail extends MailMessage {
  /** The order the mail is about, or none (password reset, newsletter, contact form). */
  readonly orderId?: number;
}

/**
 * The one path every mail of the shop goes through (issue 25): hands it to the mailer (outbox or SMTP) and
 * records that it was sent — kind, recipient, subject, time and order — in `sent_mail`, so an order's
 * timeline shows its mails. The body is not recorded: it may hold links with secrets.
 *
 * @example
 * await sendMail(context, { kind: "order_shipped", to: "anna@example.pl", subject: "Zamówienie 000000042 wysłane", text, html, orderId: 42 });
 */
export async function sendMail(context: AppContext, mail: OutgoingMail): Promise<OutboxEntry> {
  const { db, mailer } = shopServices(context);
  const { orderId, ...message } = mail;
  const entry = mailer.send(message);
  await db
    .insertInto("sent_mail")
    .values({
      kind: entry.kind,
      recipient: entry.to,
      subject: entry.subject,
      order_id: orderId ?? null,
      sent_at: context.now(),
    })
    .execute();
  return entry;
}
