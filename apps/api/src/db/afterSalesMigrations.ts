import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./dialect.js";

/**
 * Migrations 6000–6099 (issue 26): withdrawals and their returns. `withdrawal` holds one withdrawal from a
 * contract, what it took back and what it refunds, and its return's status; `(order_id, request_key)` is
 * unique, so a repeated confirmation can never write a second one.
 */
export const afterSalesMigrations: Record<string, Migration> = {
  "6000_withdrawals": {
    async up(db: Kysely<unknown>): Promise<void> {
      const t = columnTypes(db);
      await db.schema
        .createTable("withdrawal")
        .addColumn("id", "integer", t.generatedId)
        .addColumn("order_id", "integer", (c) => c.notNull())
        .addColumn("request_key", "text", (c) => c.notNull())
        .addColumn("created_at", t.epochMs, (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("reason", "text")
        .addColumn("lines", "text", (c) => c.notNull())
        .addColumn("goods_grosze", "integer", (c) => c.notNull())
        .addColumn("delivery_grosze", "integer", (c) => c.notNull())
        .addColumn("refund_grosze", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("return_method", "text", (c) => c.notNull())
        .addColumn("return_cost", "text", (c) => c.notNull())
        .addColumn("return_cost_grosze", "integer", (c) => c.notNull())
        .addColumn("return_code", "text")
        .addColumn("needs_bank_account", "integer", (c) => c.notNull())
        .addColumn("bank_account", "text")
        .addColumn("sent_at", t.epochMs)
        .addColumn("received_at", t.epochMs)
        .addColumn("refunded_at", t.epochMs)
        .addColumn("receipt", "text")
        .addColumn("problem_note", "text")
        .addColumn("updated_at", t.epochMs, (c) => c.notNull())
        .addUniqueConstraint("withdrawal_request_unique", ["order_id", "request_key"])
        .execute();
      await db.schema.createIndex("withdrawal_order").on("withdrawal").column("order_id").execute();
      await db.schema.createIndex("withdrawal_status").on("withdrawal").columns(["status", "id"]).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable("withdrawal").execute();
    },
  },
};
