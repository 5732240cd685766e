import {
  type LineUnits,
  NOT_YET_SHIPPED_STATUSES,
  orderReturnState,
  type ReturnStatus,
  STATUTORY_WITHDRAWAL_DAYS,
  withdrawalDispatch,
  withdrawalRefund,
} from "@outlet/after-sales";
import type { AppContext } from "../context.js";
import { afterSalesDb } from "../db/afterSalesSchema.js";
import { ApiError } from "../http/apiError.js";
import { issue } from "../http/validation.js";
import { sendMail } from "../mail/sendMail.js";
import { recordOrderEvent } from "../orders/orderLifecycle.js";
import { shopServices } from "../shop/shopServices.js";
import { cancelBeforeDispatch, cancellationMoney, cancelPreviewMessage } from "./cancelBeforeDispatch.js";
import { dropBeforeDispatch, dropMoney, dropPreviewMessage } from "./dropBeforeDispatch.js";
import { returnCarrier } from "./returnCarrier.js";
import { warsawDateTime, withdrawalAcknowledgementMail } from "./withdrawalMail.js";
import { loadWithdrawalOrder, type StoredWithdrawalLine, type WithdrawalOrder } from "./withdrawalOrder.js";
import { newWithdrawalRow } from "./withdrawalRow.js";
import {
  policyView,
  readWithdrawals,
  WITHDRAWAL_REASONS,
  type WithdrawalReason,
  withdrawalView,
  zl,
} from "./withdrawalView.js";

/**
 * What the withdrawal function shows of an order (issue 26): whether it is open (and until when) or why it
 * is closed, each line with what is left to withdraw or why it cannot be, the return terms shown before
 * confirming, the earlier withdrawals with their return's status, and the name and e-mail to prefill.
 *
 * @example
 * (await withdrawalPage(context, 42)).window.open; // true
 */
export async function withdrawalPage(context: AppContext, orderId: number) {
  const order = await requireOrder(context, orderId);
  const rows = await readWithdrawals(afterSalesDb(shopServices(context).db), { orderId });
  const window = order.window;
  const notYetShipped = (NOT_YET_SHIPPED_STATUSES as readonly string[]).includes(order.status);
  const returnState = orderReturnState(
    order.lines,
    rows.map((row) => row.status as ReturnStatus),
  );
  // a fully withdrawn order offers nothing more to withdraw: the page says so instead of the deadline
  const openMessage =
    returnState.label !== null
      ? "Odstąpiono od umowy co do całego zamówienia — nie ma już produktów do zwrotu."
      : window.open && window.closesAt !== null && returnState.kind === "partial"
        ? `Możesz odstąpić od umowy co do pozostałych produktów do ${warsawDateTime(window.closesAt)}.`
        : null;
  return {
    order_number: order.number,
    placed_at: order.placedAt,
    delivered_on: order.deliveredOn,
    window: window.open
      ? {
          open: true,
          closes_at: window.closesAt === null ? null : new Date(window.closesAt).toISOString(),
          closes_at_label: window.closesAt === null ? null : warsawDateTime(window.closesAt),
          days: window.days,
          message:
            openMessage ??
            (window.closesAt === null
              ? `Możesz odstąpić od umowy już teraz, a także przez ${window.days} dni od dostarczenia zamówienia.`
              : `Możesz odstąpić od umowy do ${warsawDateTime(window.closesAt)}.`),
        }
      : { open: false, reason: window.reason, days: window.days, message: window.message },
    statutory_days: STATUTORY_WITHDRAWAL_DAYS,
    return_state: returnState,
    lines: order.lines.map((line) => ({
      item_id: line.id,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      withdrawn_qty: line.withdrawnQty,
      remaining_qty: line.withdrawability.withdrawable ? line.qty - line.withdrawnQty : 0,
      withdrawable: line.withdrawability.withdrawable,
      condition: line.withdrawability.withdrawable ? line.withdrawability.condition : null,
      note: "message" in line.withdrawability ? line.withdrawability.message : null,
    })),
    return: notYetShipped
      ? {
          ...policyView(order.policy, null),
          instructions: [
            "Zamówienie nie zostało jeszcze wysłane: jeśli odstąpisz od całego zamówienia, anulujemy je; jeśli od części — usuniemy te produkty z zamówienia. W obu przypadkach niczego nie odsyłasz.",
          ],
          // the return once the parcel has left, said once under its own lead-in by the page (each line
          // carried a "Po wysyłce:" prefix, four times in a row)
          after_shipping: policyView(order.policy, null).instructions,
        }
      : policyView(order.policy, null),
    reasons: Object.entries(WITHDRAWAL_REASONS).map(([code, label]) => ({ code, label })),
    prefill: { name: order.name, email: order.email },
    withdrawals: rows.map((row) => withdrawalView(row, order.policy, order.charges, !notYetShipped)),
  };
}

/** The order a withdrawal belongs to (it cannot vanish: orders are never deleted under a withdrawal). */
export async function requireOrder(context: AppContext, orderId: number): Promise<WithdrawalOrder> {
  const order = await loadWithdrawalOrder(context, orderId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  return order;
}

/** A refusal at `path` with the same Polish and English message as the answer's. */
export const refused = (
  pl: string,
  en: string,
  path = "body",
  extra: Record<string, unknown> = {},
): ApiError => ApiError.invalid([issue(path, "conflict", pl, en, extra)], { pl, en });

/** Checks a selection against the order: open window, known withdrawable lines, no more units than are left. */
function checkSelection(order: WithdrawalOrder, selection: readonly LineUnits[]): LineUnits[] {
  if (!order.window.open) {
    throw refused(order.window.message, "The withdrawal period is over.", "body", {
      reason: order.window.reason,
    });
  }
  const merged = new Map<number, number>();
  for (const entry of selection) merged.set(entry.lineId, (merged.get(entry.lineId) ?? 0) + entry.qty);
  const units: LineUnits[] = [];
  for (const [lineId, qty] of merged) {
    if (qty === 0) continue;
    const line = order.lines.find((l) => l.id === lineId);
    if (!line) throw refused("Tej pozycji nie ma w zamówieniu.", "No such line in the order.", "body.lines");
    if (!line.withdrawability.withdrawable) {
      throw refused(line.withdrawability.message, "This line cannot be withdrawn.", "body.lines");
    }
    if (qty > line.qty - line.withdrawnQty) {
      throw refused(
        `Od pozycji „${line.name}” możesz odstąpić najwyżej dla ${line.qty - line.withdrawnQty} szt.`,
        "More units than are left to withdraw.",
        "body.lines",
      );
    }
    units.push({ lineId, qty });
  }
  if (units.length === 0) {
    throw refused("Wybierz co najmniej jedną pozycję.", "Choose at least one line.", "body.lines");
  }
  return units;
}

/** The selection "the whole order": every unit still withdrawable. */
export function wholeOrderSelection(order: WithdrawalOrder): LineUnits[] {
  return order.lines
    .filter((l) => l.withdrawability.withdrawable && l.qty > l.withdrawnQty)
    .map((l) => ({ lineId: l.id, qty: l.qty - l.withdrawnQty }));
}

/**
 * The refund a selection would bring, before the shopper confirms (the rule of `@outlet/after-sales`).
 *
 * @example
 * (await previewWithdrawal(context, 42, "whole")).refund_amount; // 105
 */
export async function previewWithdrawal(
  context: AppContext,
  orderId: number,
  selection: readonly LineUnits[] | "whole",
) {
  const order = await requireOrder(context, orderId);
  const units = checkSelection(order, selection === "whole" ? wholeOrderSelection(order) : selection);
  const refund = withdrawalRefund(order.refundOrder, order.earlier, units);
  const dispatch = withdrawalDispatch(
    { status: order.status, lines: order.lines, earlier: order.earlier },
    units,
  );
  // what the shopper withdraws and what each line's units were paid, whatever happens to the parcel
  const selected = {
    lines: refund.lines.map((l) => ({
      item_id: l.lineId,
      name: order.lines.find((x) => x.id === l.lineId)?.name ?? "",
      qty: l.qty,
      amount: zl(l.grosze),
    })),
    goods_amount: zl(refund.goodsGrosze),
  };
  if (dispatch.kind === "cancel_order") {
    // nothing left the shop: the order is cancelled and everything paid comes back, delivery included (§1)
    const money = await cancellationMoney(context, orderId);
    return {
      ...selected,
      delivery_amount: zl(Math.max(0, money.refundGrosze - refund.goodsGrosze)),
      refund_amount: zl(money.refundGrosze),
      completes_order: true,
      before_dispatch: true,
      outcome: cancelPreviewMessage(money),
      return: { ...policyView(order.policy, null), instructions: [] },
    };
  }
  if (dispatch.kind === "drop_units") {
    // some units of an order not yet shipped: they leave the order, their price only (delivery stays, §2)
    const money = await dropMoney(context, orderId, refund.goodsGrosze);
    return {
      ...selected,
      delivery_amount: 0,
      refund_amount: zl(money.kind === "refund" ? money.amountGrosze : 0),
      completes_order: false,
      before_dispatch: true,
      outcome: dropPreviewMessage(money, order.payment),
      return: { ...policyView(order.policy, null), instructions: [] },
    };
  }
  return {
    ...selected,
    delivery_amount: zl(refund.deliveryGrosze),
    refund_amount: zl(refund.totalGrosze),
    completes_order: refund.completesOrder,
    before_dispatch: false,
    outcome: null,
    return: policyView(order.policy, null),
  };
}

/** What a confirmed withdrawal carries. */
export interface WithdrawalRequest {
  readonly requestKey: string;
  readonly name: string;
  readonly email: string;
  readonly reason: WithdrawalReason | null;
  readonly selection: readonly LineUnits[] | "whole";
}

class SelectionChangedMeanwhile extends Error {}

/**
 * Records a confirmed withdrawal (issue 26, §2): once per request key — repeating the confirmation answers
 * the first one — with what it takes back and refunds by the rules; the return code from the carrier for a
 * locker return; the order's timeline; and the acknowledgement mail at once, with the date and time.
 *
 * @example
 * const ack = await confirmWithdrawal(context, 42, { requestKey, name: "Anna Nowak", email, reason: null, selection: "whole" }, null);
 */
export async function confirmWithdrawal(
  context: AppContext,
  orderId: number,
  request: WithdrawalRequest,
  page: string | null,
) {
  const { db: txdb } = shopServices(context);
  const db = afterSalesDb(txdb);
  const findExisting = async () =>
    db
      .selectFrom("withdrawal")
      .selectAll()
      .where("order_id", "=", orderId)
      .where("request_key", "=", request.requestKey)
      .executeTakeFirst();
  const known = await findExisting();
  const order = await requireOrder(context, orderId);
  if (known) return { created: false, withdrawal: withdrawalView(known, order.policy, order.charges) };
  const units = checkSelection(
    order,
    request.selection === "whole" ? wholeOrderSelection(order) : request.selection,
  );
  const refund = withdrawalRefund(order.refundOrder, order.earlier, units);
  const now = context.now();
  const lines: StoredWithdrawalLine[] = refund.lines.map((l) => {
    const line = order.lines.find((x) => x.id === l.lineId);
    return { item_id: l.lineId, sku: line?.sku ?? "", name: line?.name ?? "", qty: l.qty, grosze: l.grosze };
  });
  // units that never left the shop need no parcel back (§1–2): the whole order not yet shipped is cancelled
  const dispatch = withdrawalDispatch(
    { status: order.status, lines: order.lines, earlier: order.earlier },
    units,
  );
  if (dispatch.kind !== "return") {
    const cancelledId = await (dispatch.kind === "cancel_order" ? cancelBeforeDispatch : dropBeforeDispatch)(
      context,
      order,
      request,
      lines,
      refund,
      page,
    );
    const row =
      cancelledId === null ? await findExisting() : (await readWithdrawals(db, { id: cancelledId }))[0];
    if (!row) {
      throw refused(
        "Zamówienie zmieniło się w międzyczasie. Odśwież stronę i spróbuj ponownie.",
        "The order changed meanwhile.",
      );
    }
    return { created: cancelledId !== null, withdrawal: withdrawalView(row, order.policy, order.charges) };
  }
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      // the units left are read again under the write: two confirmations racing cannot both take them
      const taken = await trx
        .selectFrom("withdrawal")
        .select("lines")
        .where("order_id", "=", orderId)
        .execute();
      const earlierCount = taken.flatMap((r) => JSON.parse(r.lines) as StoredWithdrawalLine[]).length;
      const known = order.earlier.length;
      if (earlierCount !== known) throw new SelectionChangedMeanwhile();
      const inserted = await trx
        .insertInto("withdrawal")
        .values(
          newWithdrawalRow(orderId, request, lines, now, {
            goods_grosze: refund.goodsGrosze,
            delivery_grosze: refund.deliveryGrosze,
            refund_grosze: refund.totalGrosze,
            status: "reported",
            return_method: order.policy.method,
            return_cost: order.policy.cost,
            return_cost_grosze: order.policy.costGrosze,
            needs_bank_account: order.payment === "online" ? 0 : 1,
            refunded_at: null,
          }),
        )
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordOrderEvent(trx as unknown as typeof txdb, orderId, {
        at: now,
        type: "withdrawal",
        actor: "shopper",
        from: null,
        to: null,
        summary: `Odstąpienie od umowy: ${lines.map((l) => `${l.name} × ${l.qty}`).join(", ")}`,
        data: { withdrawal_id: inserted.id, refund_grosze: refund.totalGrosze },
      });
      return inserted.id;
    });
  } catch (error) {
    // the same key committed by a parallel request: answer that one (a unique violation on either engine)
    const again = await findExisting();
    if (again) return { created: false, withdrawal: withdrawalView(again, order.policy, order.charges) };
    if (error instanceof SelectionChangedMeanwhile) {
      throw refused(
        "Zamówienie zmieniło się w międzyczasie. Odśwież stronę i spróbuj ponownie.",
        "The order changed meanwhile.",
      );
    }
    throw error;
  }
  let code: string | null = null;
  if (order.policy.method === "inpost_locker") {
    code = (await returnCarrier(context).issueReturnCode({ orderNumber: order.number, withdrawalId: id }))
      .code;
    await db.updateTable("withdrawal").set({ return_code: code }).where("id", "=", id).execute();
  }
  const content = withdrawalAcknowledgementMail({
    orderNumber: order.number,
    at: now,
    lines,
    refundGrosze: refund.totalGrosze,
    deliveryGrosze: refund.deliveryGrosze,
    policy: order.policy,
    returnCode: code,
    needsBankAccount: order.payment !== "online",
    page,
  });
  await sendMail(context, {
    kind: "withdrawal_acknowledged",
    to: request.email,
    ...content,
    orderId,
    data: { order_number: order.number, withdrawal_id: id, return_code: code },
  });
  const [row] = await readWithdrawals(db, { id });
  if (!row) throw new Error(`withdrawal ${id} vanished`);
  return { created: true, withdrawal: withdrawalView(row, order.policy, order.charges) };
}
