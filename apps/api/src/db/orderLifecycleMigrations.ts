import { orderStatusFromLegacy } from "@outlet/orders";
import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from "kysely";
import { orderCarrierOf, orderSearchNames } from "../orders/orderSearchColumns.js";
import { columnTypes, dialectOf } from "./dialect.js";

interface LegacyOrderBody {
  status?: string;
  state?: string;
  payment?: { method?: string; status?: string };
  billing_address?: { firstname?: string; lastname?: string };
  pickup_location?: unknown;
  extension_attributes?: { shipping_assignments?: { shipping?: { method?: string } }[] };
  [key: string]: unknown;
}

const BATCH = 500;

/**
 * Migration 4100 (issue 25): the order lifecycle. `sales_order` gains the columns the back office's list
 * filters and sorts by (payment method, carrier, the buyer's name), the money (paid, refunded, in grosze)
 * and the shipment; every stored order's status is mapped to the lifecycle (after-sales-and-law.md §1), in
 * its document too. `order_event` is an order's timeline (transitions, payments, refunds); `sent_mail`
 * records every mail sent (the timeline shows an order's).
 */
export const orderLifecycleMigrations: Record<string, Migration> = {
  "4100_order_lifecycle": {
    async up(db: Kysely<unknown>): Promise<void> {
      const t = columnTypes(db);
      const table = () => db.schema.alterTable("sales_order");
      await table()
        .addColumn("payment_method", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await table()
        .addColumn("shipping_carrier", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      // byte order on PostgreSQL too (SQLite's default): the name search is a range over these, which is a
      // prefix match only in byte order, whatever the database's locale
      const bytewise = (c: ColumnDefinitionBuilder) =>
        (dialectOf(db) === "postgres" ? c.modifyFront(sql`collate "C"`) : c).notNull().defaultTo("");
      await table().addColumn("customer_name", "text", bytewise).execute();
      await table().addColumn("customer_name_reversed", "text", bytewise).execute();
      await table()
        .addColumn("paid_grosze", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await table()
        .addColumn("refunded_grosze", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await table().addColumn("carrier_code", "text").execute();
      await table().addColumn("carrier_name", "text").execute();
      await table().addColumn("tracking_number", "text").execute();
      await table().addColumn("shipped_at", t.epochMs).execute();
      await table().addColumn("delivered_on", "text").execute();
      const orders = db as unknown as Kysely<{
        sales_order: {
          id: number;
          status: string;
          body: string;
          grand_total_grosze: number;
          payment_method: string;
          shipping_carrier: string;
          customer_name: string;
          customer_name_reversed: string;
          paid_grosze: number;
        };
      }>;
      let after = -1;
      for (;;) {
        const rows = await orders
          .selectFrom("sales_order")
          .select(["id", "status", "body", "grand_total_grosze"])
          .where("id", ">", after)
          .orderBy("id")
          .limit(BATCH)
          .execute();
        if (rows.length === 0) break;
        for (const row of rows) {
          const doc = JSON.parse(row.body) as LegacyOrderBody;
          const method = doc.payment?.method ?? "";
          const status = orderStatusFromLegacy(row.status, method) ?? "placed";
          const paid = status === "paid" || doc.payment?.status === "paid";
          await orders
            .updateTable("sales_order")
            .set({
              status,
              body: JSON.stringify({ ...doc, status, state: status }),
              payment_method: method,
              shipping_carrier: orderCarrierOf(doc),
              ...orderSearchNames(doc.billing_address),
              paid_grosze: paid ? row.grand_total_grosze : 0,
            })
            .where("id", "=", row.id)
            .execute();
        }
        after = rows[rows.length - 1]?.id ?? after;
      }
      // the order list: newest first, filtered by status / payment / carrier, searched by e-mail or name
      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on("sales_order").columns(columns).execute();
      await index("sales_order_created", ["created_at"]);
      await index("sales_order_status_created", ["status", "created_at"]);
      await index("sales_order_payment_created", ["payment_method", "created_at"]);
      await index("sales_order_carrier_created", ["shipping_carrier", "created_at"]);
      await index("sales_order_email", ["email"]);
      await index("sales_order_name", ["customer_name"]);
      await index("sales_order_name_reversed", ["customer_name_reversed"]);
      await index("sales_order_total", ["grand_total_grosze"]);
      await db.schema
        .createTable("order_event")
        .addColumn("id", "integer", t.generatedId)
        .addColumn("order_id", "integer", (c) => c.notNull().references("sales_order.id").onDelete("cascade"))
        .addColumn("at", t.epochMs, (c) => c.notNull())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("actor_kind", "text", (c) => c.notNull())
        .addColumn("actor_id", "integer")
        .addColumn("actor_email", "text")
        .addColumn("from_status", "text")
        .addColumn("to_status", "text")
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("data", "text")
        .execute();
      await db.schema
        .createIndex("order_event_order")
        .on("order_event")
        .columns(["order_id", "id"])
        .execute();
      await db.schema
        .createTable("sent_mail")
        .addColumn("id", "integer", t.generatedId)
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("recipient", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("order_id", "integer", (c) => c.references("sales_order.id").onDelete("set null"))
        .addColumn("sent_at", t.epochMs, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("sent_mail_order").on("sent_mail").columns(["order_id", "id"]).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable("sent_mail").execute();
      await db.schema.dropTable("order_event").execute();
      for (const name of [
        "sales_order_created",
        "sales_order_status_created",
        "sales_order_payment_created",
        "sales_order_carrier_created",
        "sales_order_email",
        "sales_order_name",
        "sales_order_name_reversed",
        "sales_order_total",
      ])
        await db.schema.dropIndex(name).execute();
      for (const column of [
        "payment_method",
        "shipping_carrier",
        "customer_name",
        "customer_name_reversed",
        "paid_grosze",
        "refunded_grosze",
        "carrier_code",
        "carrier_name",
        "tracking_number",
        "shipped_at",
        "delivered_on",
      ])
        await db.schema.alterTable("sales_order").dropColumn(column).execute();
    },
  },
  "4101_standin_refunds": {
    // issue 25: the stand-in payment gateway gives money back (src/payments/standInGateway.ts)
    async up(db: Kysely<unknown>): Promise<void> {
      const t = columnTypes(db);
      await db.schema
        .createTable("standin_refund")
        .addColumn("reference", "text", (c) => c.primaryKey())
        .addColumn("payment_reference", "text")
        .addColumn("order_number", "text", (c) => c.notNull())
        .addColumn("amount_grosze", "integer", (c) => c.notNull())
        .addColumn("created_at", t.epochMs, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable("standin_refund").execute();
    },
  },
};
