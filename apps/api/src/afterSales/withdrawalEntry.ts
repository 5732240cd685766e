import type { TxDb } from "../db/transactionSchema.js";
import { recordOrderEvent } from "../orders/orderLifecycle.js";
import type { StoredWithdrawalLine } from "./withdrawalOrder.js";

/** What a withdrawal before dispatch did to the order, for its timeline entry. */
export interface WithdrawalBeforeDispatchEntry {
  /** The moment of the shopper's confirmation (epoch ms): the same instant as the transition it causes. */
  readonly at: number;
  readonly lines: readonly Pick<StoredWithdrawalLine, "name" | "qty">[];
  /** The whole order (cancelled) or some units (dropped from it). */
  readonly whole: boolean;
  /** What happens to the money, when the entry says it (`zwrot 129,99 zł przez operatora płatności`). */
  readonly money?: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/**
 * The one timeline entry of a withdrawal before dispatch (after-sales-and-law.md §1–2), whole order or some
 * units: „Odstąpienie od umowy przed wysyłką — całe zamówienie: …” / „— usunięte z zamówienia: …; zwrot …”.
 * It is the cause of the lifecycle's cancellation or refund written in the same transaction at the same
 * instant; the timeline shows it first (`orderTimeline`), whatever the order of the writes.
 *
 * @example
 * await recordWithdrawalBeforeDispatch(trx, 42, { at: now, lines, whole: true, data: { withdrawal_id: 7 } });
 */
export async function recordWithdrawalBeforeDispatch(
  trx: TxDb,
  orderId: number,
  entry: WithdrawalBeforeDispatchEntry,
): Promise<void> {
  const what = entry.lines.map((l) => `${l.name} × ${l.qty}`).join(", ");
  await recordOrderEvent(trx, orderId, {
    at: entry.at,
    type: "withdrawal",
    actor: "shopper",
    from: null,
    to: null,
    summary: `Odstąpienie od umowy przed wysyłką — ${entry.whole ? "całe zamówienie" : "usunięte z zamówienia"}: ${what}${
      entry.money ? `; ${entry.money}` : ""
    }`,
    data: { ...entry.data, before_dispatch: true },
  });
}
