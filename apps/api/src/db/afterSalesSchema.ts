import type { Generated, Kysely } from "kysely";
import type { Database } from "./schema.js";
import type { TransactionTables, TxDb } from "./transactionSchema.js";

/** The after-sales tables (issue 26, migration 6000). */
export type AfterSalesTables = {
  /** One withdrawal from a contract (after-sales-and-law.md §2) and the return of its goods (§3). */
  withdrawal: {
    id: Generated<number>;
    order_id: number;
    /** The shopper's form's key: repeating the same confirmation finds this row instead of a second one. */
    request_key: string;
    created_at: number;
    /** The name and e-mail the acknowledgement went to. */
    name: string;
    email: string;
    /** The optional reason chosen, or null. */
    reason: string | null;
    /** JSON: `[{ item_id, sku, name, qty, grosze }]`, what was withdrawn and what it was paid. */
    lines: string;
    goods_grosze: number;
    delivery_grosze: number;
    refund_grosze: number;
    /** `reported`, `sent`, `received`, `refunded` (`@outlet/after-sales`). */
    status: string;
    /** `inpost_locker`, `courier`, `store`, and who pays: `free` / `shopper_pays` with the cost. */
    return_method: string;
    return_cost: string;
    return_cost_grosze: number;
    /** The carrier's return code (`ZWR-XXXX-XXXX`) for a locker, or null. */
    return_code: string | null;
    /** 1 when the payment was a transfer or cash: the refund needs a bank account. */
    needs_bank_account: number;
    bank_account: string | null;
    sent_at: number | null;
    received_at: number | null;
    refunded_at: number | null;
    /** JSON: the staff's receipt per line `[{ item_id, ok, note }]`, or null. */
    receipt: string | null;
    /** The last problem the staff noted, or null. */
    problem_note: string | null;
    updated_at: number;
  };
};

/** The transaction tables with the after-sales ones. */
export type AfterSalesDb = Kysely<Database & TransactionTables & AfterSalesTables>;

/**
 * The shop's handle typed with the after-sales tables too (same connection, no copy).
 *
 * @example
 * const rows = await afterSalesDb(db).selectFrom("withdrawal").selectAll().execute();
 */
export function afterSalesDb(db: TxDb): AfterSalesDb {
  return db.withTables<AfterSalesTables>();
}
