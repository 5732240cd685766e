import { isValidIban, normaliseIban } from "@outlet/shop-settings";
import type { AppContext } from "../context.js";
import { afterSalesDb } from "../db/afterSalesSchema.js";
import { ApiError } from "../http/apiError.js";
import { issue } from "../http/validation.js";
import { shopServices } from "../shop/shopServices.js";
import { NO_RETURN, settleBeforeDispatch } from "./cancelBeforeDispatch.js";
import { UNITS_DROPPED } from "./dropBeforeDispatch.js";
import { refused, requireOrder } from "./withdrawals.js";
import { readWithdrawals, withdrawalView } from "./withdrawalView.js";

/**
 * Stores the bank account a transfer or cash refund goes to (asked after the acknowledgement, §2).
 *
 * @example
 * await giveBankAccount(context, 42, 7, "PL61 1090 1014 0000 0712 1981 2874");
 */
export async function giveBankAccount(
  context: AppContext,
  orderId: number,
  withdrawalId: number,
  account: string,
) {
  const db = afterSalesDb(shopServices(context).db);
  const [row] = await readWithdrawals(db, { id: withdrawalId, orderId });
  if (!row || row.order_id !== orderId) {
    throw new ApiError("not_found", { message: { pl: "Nie ma takiego zwrotu.", en: "No such return." } });
  }
  if (!isValidIban(account)) {
    throw ApiError.invalid(
      [issue("body.account", "invalid_format", "Podaj poprawny numer konta (IBAN).", "Enter a valid IBAN.")],
      { pl: "Podaj poprawny numer konta (IBAN).", en: "Enter a valid IBAN." },
    );
  }
  if (row.needs_bank_account !== 1 || row.status === "refunded") {
    throw refused("Ten zwrot nie potrzebuje numeru konta.", "This return needs no bank account.");
  }
  await db
    .updateTable("withdrawal")
    .set({ bank_account: normaliseIban(account), updated_at: context.now() })
    .where("id", "=", withdrawalId)
    .execute();
  if (row.return_method === NO_RETURN || row.return_method === UNITS_DROPPED) {
    // a withdrawal before dispatch settles now (§1–2): the whole order is cancelled (everything paid goes
    // back), or the dropped units' price is refunded — both by the lifecycle, as every refund is
    const iban = normaliseIban(account);
    const refusal = await settleBeforeDispatch(
      context,
      orderId,
      withdrawalId,
      row.return_method === NO_RETURN
        ? { type: "cancel", refundAccount: iban }
        : { type: "refund", amountGrosze: row.refund_grosze, account: iban, basis: "withdrawal" },
    );
    if (refusal) throw refused(refusal, "The refund was refused.");
  }
  const order = await requireOrder(context, orderId);
  const [updated] = await readWithdrawals(db, { id: withdrawalId });
  return withdrawalView(updated ?? row, order.policy, order.charges);
}
