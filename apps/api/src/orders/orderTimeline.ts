import { formatDate } from "@outlet/formatting";
import { isOrderStatus, ORDER_STATUS_LABELS } from "@outlet/orders";
import type { TxDb } from "../db/transactionSchema.js";

/** One line of an order's timeline as the back office shows it. */
export interface TimelineItem {
  /** ISO 8601 UTC. */
  readonly at: string;
  /** Warsaw time, `HH:mm D/M/YYYY`. */
  readonly at_warsaw: string;
  /** `placed`, `transition`, `payment`, `refund` or `mail`. */
  readonly type: string;
  /** Who: a staff member's e-mail, "system" (the shop itself), "klient" (the shopper). */
  readonly actor: { readonly kind: string; readonly id: number | null; readonly email: string | null };
  readonly from_status: string | null;
  readonly to_status: string | null;
  /** The status after it, in Polish, when it changed one. */
  readonly to_label: string | null;
  readonly summary: string;
  readonly data: unknown;
}

/**
 * Everything that happened to an order, oldest first: its transitions, payments and refunds
 * (`order_event`) and every mail sent about it (`sent_mail`, recorded by `sendMail`), with UTC and Warsaw
 * times. `forShopper` leaves out who on the staff did it and the refund accounts.
 *
 * @example
 * (await orderTimeline(db, 42, { forShopper: false })).map((e) => e.summary); // ["Zamówienie złożone", "Mail: …", …]
 */
export async function orderTimeline(
  db: TxDb,
  orderId: number,
  options: { readonly forShopper: boolean },
): Promise<TimelineItem[]> {
  const [events, mails] = await Promise.all([
    db.selectFrom("order_event").selectAll().where("order_id", "=", orderId).orderBy("id").execute(),
    db
      .selectFrom("sent_mail")
      .select(["id", "kind", "recipient", "subject", "sent_at"])
      .where("order_id", "=", orderId)
      .orderBy("id")
      .execute(),
  ]);
  // oldest first; at the same instant the cause before what it causes — a withdrawal before the lifecycle's
  // cancellation or refund written with it (s23), a mail after its transition — then in writing order
  const items: (TimelineItem & { order: readonly [number, number, number] })[] = [
    ...events.map((e, i) => {
      const at = Number(e.at);
      const staff = e.actor_kind === "staff";
      return {
        order: [at, e.type === "withdrawal" ? 0 : 1, i] as const,
        at: new Date(at).toISOString(),
        at_warsaw: formatDate(at),
        type: e.type,
        actor: {
          kind: e.actor_kind,
          id: options.forShopper || !staff ? null : e.actor_id,
          email: options.forShopper || !staff ? null : e.actor_email,
        },
        from_status: e.from_status,
        to_status: e.to_status,
        to_label: e.to_status && isOrderStatus(e.to_status) ? ORDER_STATUS_LABELS[e.to_status] : null,
        summary: options.forShopper ? e.summary.replace(/ na konto .*$/, "") : e.summary,
        data: options.forShopper || e.data === null ? null : JSON.parse(e.data),
      };
    }),
    ...mails.map((m, i) => {
      const at = Number(m.sent_at);
      return {
        // a mail sent in the same millisecond as its transition comes after it
        order: [at, 2, i] as const,
        at: new Date(at).toISOString(),
        at_warsaw: formatDate(at),
        type: "mail",
        actor: { kind: "system", id: null, email: null },
        from_status: null,
        to_status: null,
        to_label: null,
        summary: `Wysłano e-mail: ${m.subject}`,
        data: options.forShopper ? null : { kind: m.kind, recipient: m.recipient },
      };
    }),
  ];
  const byOrder = (a: readonly number[], b: readonly number[]): number =>
    (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0);
  return items.sort((a, b) => byOrder(a.order, b.order)).map(({ order: _order, ...item }) => item);
}
