import { RETURN_STATUS_LABELS, type ReturnStatus } from "@outlet/after-sales";
import type { AfterSalesDb } from "../db/afterSalesSchema.js";
import { cancelledBeforeDispatchMessage, NO_RETURN } from "./cancelBeforeDispatch.js";
import { droppedUnitsMessage, UNITS_DROPPED } from "./dropBeforeDispatch.js";
import type { OrderCharges } from "./orderCharges.js";
import { returnInstructions, warsawDateTime } from "./withdrawalMail.js";
import type { ReturnPolicy, StoredWithdrawalLine } from "./withdrawalOrder.js";

// A withdrawal as the API stores and shows it: its rows, the reasons a shopper may give, and its view.
export type WithdrawalRow = Awaited<ReturnType<typeof readWithdrawals>>[number];

/** Grosze as the API's złoty amounts. */
export const zl = (grosze: number): number => grosze / 100;

/** The reasons a shopper may choose (never required, art. 11a). */
export const WITHDRAWAL_REASONS = {
  size: "Zły rozmiar",
  look: "Wygląda inaczej niż na zdjęciu",
  quality: "Jakość poniżej oczekiwań",
  changed_mind: "Zmiana decyzji",
  other: "Inny powód",
} as const;

/** A reason code of {@link WITHDRAWAL_REASONS}. */
export type WithdrawalReason = keyof typeof WITHDRAWAL_REASONS;

/** The withdrawals of an order, or one by its id, oldest first. */
export async function readWithdrawals(db: AfterSalesDb, where: { orderId?: number; id?: number }) {
  let query = db.selectFrom("withdrawal").selectAll();
  if (where.orderId !== undefined) query = query.where("order_id", "=", where.orderId);
  if (where.id !== undefined) query = query.where("id", "=", where.id);
  return query.orderBy("id").execute();
}

/** The return terms of a withdrawal as the shopper reads them (none before dispatch: nothing to send back). */
export function policyView(policy: ReturnPolicy, code: string | null) {
  // a withdrawal before dispatch has nothing to send back: no instructions
  const none = (policy.method as string) === NO_RETURN || (policy.method as string) === UNITS_DROPPED;
  return {
    method: policy.method,
    cost: policy.cost,
    cost_amount: zl(policy.costGrosze),
    address: policy.address,
    instructions: none ? [] : returnInstructions(policy, code),
  };
}

/** One withdrawal as the shopper (and the back office) reads it. */
export function withdrawalView(
  row: WithdrawalRow,
  policy: ReturnPolicy,
  charges: OrderCharges | null = null,
  /** The rest of the order has left the shop (units dropped before dispatch: their sentence drops "it ships"). */
  restShipped = false,
) {
  const status = row.status as ReturnStatus;
  const dropped = row.return_method === UNITS_DROPPED;
  const beforeDispatch = row.return_method === NO_RETURN || dropped;
  return {
    id: row.id,
    created_at: new Date(Number(row.created_at)).toISOString(),
    created_at_label: warsawDateTime(Number(row.created_at)),
    name: row.name,
    email: row.email,
    reason: row.reason,
    reason_label: row.reason ? (WITHDRAWAL_REASONS[row.reason as WithdrawalReason] ?? row.reason) : null,
    lines: (JSON.parse(row.lines) as StoredWithdrawalLine[]).map((l) => ({
      item_id: l.item_id,
      sku: l.sku,
      name: l.name,
      qty: l.qty,
      amount: zl(l.grosze),
    })),
    goods_amount: zl(row.goods_grosze),
    delivery_amount: zl(row.delivery_grosze),
    refund_amount: zl(row.refund_grosze),
    status,
    status_label: dropped
      ? "Usunięte z zamówienia przed wysyłką"
      : beforeDispatch
        ? "Zamówienie anulowane przed wysyłką"
        : (RETURN_STATUS_LABELS[status] ?? row.status),
    // the whole order withdrawn before it left the shop: cancelled, nothing to send back (§1–2)
    before_dispatch: beforeDispatch,
    // some units withdrawn before it left the shop: they left the order, the rest ships
    dropped_before_dispatch: dropped,
    outcome: dropped
      ? droppedUnitsMessage({
          money:
            row.refund_grosze > 0
              ? {
                  kind: "refund",
                  amountGrosze: row.refund_grosze,
                  via: row.needs_bank_account === 1 ? "transfer" : "gateway",
                  totalGrosze: 0,
                }
              : { kind: "lower_due", amountGrosze: row.goods_grosze, totalGrosze: 0 },
          payment: "",
          refunded: row.refunded_at !== null,
          totalKnown: false,
          restShipped,
        })
      : beforeDispatch
        ? cancelledBeforeDispatchMessage({
            refundGrosze: row.refund_grosze,
            refunded: row.refunded_at !== null,
            goodsGrosze: row.goods_grosze,
            charges,
          })
        : null,
    return_code: row.return_code,
    return: policyView(
      {
        ...policy,
        method: row.return_method as ReturnPolicy["method"],
        cost: row.return_cost as ReturnPolicy["cost"],
        costGrosze: row.return_cost_grosze,
      },
      row.return_code,
    ),
    needs_bank_account: row.needs_bank_account === 1 && row.bank_account === null,
    bank_account_given: row.bank_account !== null,
    sent_at: row.sent_at === null ? null : new Date(Number(row.sent_at)).toISOString(),
    received_at: row.received_at === null ? null : new Date(Number(row.received_at)).toISOString(),
    refunded_at: row.refunded_at === null ? null : new Date(Number(row.refunded_at)).toISOString(),
    refunded_at_label: row.refunded_at === null ? null : warsawDateTime(Number(row.refunded_at)),
  };
}
