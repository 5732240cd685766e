import type { Kysely, Migration } from "kysely";
import { type ColumnTypes, columnTypes } from "./dialect.js";

// Accounts, carts, orders, reviews and engagement (api-contract §4–§6, §9, §11). Portable column types
// only (integer, text, `columnTypes`); times are epoch milliseconds (`bigint` on PostgreSQL). Numbered
// from 1000 so the core's catalogue migrations keep their own range.
const TABLES = [
  "used_form_token",
  "stock_alert",
  "newsletter_subscription",
  "wishlist_item",
  "review_submission",
  "idempotency_record",
  "order_line",
  "sales_order",
  "cart_item",
  "cart",
  "password_reset",
  "refresh_token",
  "session_family",
  "customer_address",
  "customer",
];

/** Migration 1000: customers, their addresses, sessions (families of refresh tokens) and password resets. */
async function createAccountTables(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema
    .createTable("customer")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("firstname", "text", (c) => c.notNull())
    .addColumn("lastname", "text", (c) => c.notNull())
    .addColumn("password_hash", "text")
    .addColumn("group_id", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("google_sub", "text", (c) => c.unique())
    .addColumn("facebook_id", "text", (c) => c.unique())
    .addColumn("created_at", t.epochMs, (c) => c.notNull())
    .addColumn("updated_at", t.epochMs, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("customer_address")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("default_shipping", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("default_billing", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("customer_address_customer")
    .on("customer_address")
    .column("customer_id")
    .execute();
  await db.schema
    .createTable("session_family")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("created_at", t.epochMs, (c) => c.notNull())
    .addColumn("last_used_at", t.epochMs, (c) => c.notNull())
    .addColumn("expires_at", t.epochMs, (c) => c.notNull())
    .addColumn("revoked_at", t.epochMs)
    .execute();
  await db.schema.createIndex("session_family_customer").on("session_family").column("customer_id").execute();
  await db.schema
    .createTable("refresh_token")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("family_id", "text", (c) => c.notNull().references("session_family.id").onDelete("cascade"))
    .addColumn("created_at", t.epochMs, (c) => c.notNull())
    .addColumn("rotated_at", t.epochMs)
    .addColumn("grace_used", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("refresh_token_family").on("refresh_token").column("family_id").execute();
  await db.schema
    .createTable("password_reset")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("expires_at", t.epochMs, (c) => c.notNull())
    .addColumn("used_at", t.epochMs)
    .execute();
}

/** Migration 1000: carts and their lines. */
async function createCartTables(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema
    .createTable("cart")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("guest_key", "text", (c) => c.unique())
    .addColumn("customer_id", "integer", (c) => c.references("customer.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("coupon_code", "text")
    .addColumn("shipping_address", "text")
    .addColumn("billing_address", "text")
    .addColumn("shipping_carrier_code", "text")
    .addColumn("shipping_method_code", "text")
    .addColumn("payment_method_code", "text")
    .addColumn("created_at", t.epochMs, (c) => c.notNull())
    .addColumn("updated_at", t.epochMs, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("cart_customer").on("cart").columns(["customer_id", "status"]).execute();
  await db.schema
    .createTable("cart_item")
    .addColumn("item_id", "integer", t.generatedId)
    .addColumn("cart_id", "integer", (c) => c.notNull().references("cart.id").onDelete("cascade"))
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("parent_sku", "text")
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("product_type", "text", (c) => c.notNull())
    .addColumn("qty", "integer", (c) => c.notNull())
    .addColumn("product_option", "text")
    .addColumn("checksum", "text", (c) => c.notNull())
    .addColumn("created_at", t.epochMs, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("cart_item_cart").on("cart_item").column("cart_id").execute();
}

/** Migration 1000: orders, their lines and the idempotency records. */
async function createOrderTables(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema
    .createTable("sales_order")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("increment_id", "text", (c) => c.notNull().unique())
    .addColumn("order_uuid", "text", (c) => c.notNull().unique())
    .addColumn("secret_hash", "text", (c) => c.notNull())
    .addColumn("customer_id", "integer", (c) => c.references("customer.id").onDelete("set null"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("grand_total_grosze", "integer", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", t.epochMs, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sales_order_customer")
    .on("sales_order")
    .columns(["customer_id", "id"])
    .execute();
  await db.schema
    .createTable("order_line")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("order_id", "integer", (c) => c.notNull().references("sales_order.id").onDelete("cascade"))
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("parent_sku", "text")
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("qty", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_line_order").on("order_line").column("order_id").execute();
  await db.schema
    .createTable("idempotency_record")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("idem_key", "text", (c) => c.notNull())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("code", "integer", (c) => c.notNull())
    .addColumn("result", "text", (c) => c.notNull())
    .addColumn("created_at", t.epochMs, (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotency_record_pk", ["scope", "idem_key"])
    .execute();
}

/** Migration 1000: review submissions, wishlists, newsletter subscriptions, stock alerts and used form tokens. */
async function createEngagementTables(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema
    .createTable("review_submission")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("customer_id", "integer", (c) => c.references("customer.id").onDelete("set null"))
    .addColumn("order_id", "integer", (c) => c.references("sales_order.id").onDelete("set null"))
    .addColumn("product_id", "integer")
    .addColumn("sku", "text")
    .addColumn("review_entity", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull())
    .addColumn("nickname", "text", (c) => c.notNull())
    .addColumn("rating", "integer")
    .addColumn("review_status", "integer", (c) => c.notNull())
    .addColumn("created_at", t.epochMs, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("wishlist_item")
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customer.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("added_at", t.epochMs, (c) => c.notNull())
    .addPrimaryKeyConstraint("wishlist_item_pk", ["customer_id", "product_id"])
    .execute();
  await db.schema
    .createTable("newsletter_subscription")
    .addColumn("email", "text", (c) => c.primaryKey())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("confirm_hash", "text")
    .addColumn("unsubscribe_hash", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("updated_at", t.epochMs, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("stock_alert")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("confirm_hash", "text", (c) => c.notNull())
    .addColumn("unsubscribe_hash", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("created_at", t.epochMs, (c) => c.notNull())
    .addUniqueConstraint("stock_alert_email_sku", ["email", "sku"])
    .execute();
  await db.schema
    .createTable("used_form_token")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("expires_at", t.epochMs, (c) => c.notNull())
    .execute();
}

/** The migrations of the transaction tables, spread into the core migration list. */
export const transactionMigrations: Record<string, Migration> = {
  "1000_transactions": {
    async up(db: Kysely<unknown>): Promise<void> {
      const t = columnTypes(db);
      await createAccountTables(db, t);
      await createCartTables(db, t);
      await createOrderTables(db, t);
      await createEngagementTables(db, t);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of TABLES) await db.schema.dropTable(table).execute();
    },
  },
  "1100_newsletter_coupons": {
    // issue 12: each confirmed subscriber gets their own single-use coupon code
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable("newsletter_subscription").addColumn("coupon_code", "text").execute();
      await db.schema.alterTable("newsletter_subscription").addColumn("coupon_order_id", "integer").execute();
      await db.schema
        .createIndex("newsletter_subscription_coupon_code")
        .unique()
        .on("newsletter_subscription")
        .column("coupon_code")
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex("newsletter_subscription_coupon_code").execute();
      await db.schema.alterTable("newsletter_subscription").dropColumn("coupon_order_id").execute();
      await db.schema.alterTable("newsletter_subscription").dropColumn("coupon_code").execute();
    },
  },
  "1200_standin_payments": {
    // issue 12: the stand-in payment gateway's sessions (src/payments/standInGateway.ts). A real gateway
    // keeps these on its own side; the shop keeps only the session's reference in the order document.
    async up(db: Kysely<unknown>): Promise<void> {
      const t = columnTypes(db);
      await db.schema
        .createTable("standin_payment")
        .addColumn("reference", "text", (c) => c.primaryKey())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("order_number", "text", (c) => c.notNull())
        .addColumn("amount_grosze", "integer", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("return_url", "text")
        .addColumn("created_at", t.epochMs, (c) => c.notNull())
        .addColumn("updated_at", t.epochMs, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable("standin_payment").execute();
    },
  },
};
