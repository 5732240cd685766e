import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes } from "./dialect.js";

/** An active customer cart with a lower id of the same customer exists (a duplicate from a past race). */
const DUPLICATE_CART = sql`cart.guest_key IS NULL AND cart.status = 'active' AND cart.customer_id IS NOT NULL
  AND EXISTS (SELECT 1 FROM cart AS kept WHERE kept.customer_id = cart.customer_id AND kept.guest_key IS NULL
    AND kept.status = 'active' AND kept.id < cart.id)`;

/**
 * The migrations of issue 13's several-processes work, spread into the core migration list: the shared
 * counter tables (src/db/counterSchema.ts) and one active cart per customer.
 */
export const counterMigrations: Record<string, Migration> = {
  "1300_shared_counters": {
    // issue 13: rate-limit counters and login lock-outs in the database, shared by every API process
    async up(db: Kysely<unknown>): Promise<void> {
      const t = columnTypes(db);
      await db.schema
        .createTable("rate_limit_counter")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("hits", "integer", (c) => c.notNull())
        .addColumn("reset_at", t.epochMs, (c) => c.notNull())
        .addPrimaryKeyConstraint("rate_limit_counter_pk", ["name", "key"])
        .execute();
      await db.schema
        .createIndex("rate_limit_counter_reset")
        .on("rate_limit_counter")
        .column("reset_at")
        .execute();
      await db.schema
        .createTable("login_throttle")
        .addColumn("account", "text", (c) => c.primaryKey())
        .addColumn("failures", "integer", (c) => c.notNull())
        .addColumn("window_start", t.epochMs, (c) => c.notNull())
        .addColumn("locked_until", t.epochMs, (c) => c.notNull())
        .addColumn("level", "integer", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable("login_throttle").execute();
      await db.schema.dropTable("rate_limit_counter").execute();
    },
  },
  "1301_one_active_customer_cart": {
    // issue 13: "one active cart per customer" was an in-process lock; two API processes made two carts.
    // Lines of duplicates from past races move to the customer's oldest active cart, the duplicates are
    // marked superseded, and a partial unique index makes the database refuse a second one.
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`UPDATE cart_item SET cart_id = (SELECT MIN(kept.id) FROM cart AS kept
          WHERE kept.guest_key IS NULL AND kept.status = 'active'
          AND kept.customer_id = (SELECT cart.customer_id FROM cart WHERE cart.id = cart_item.cart_id))
        WHERE cart_id IN (SELECT cart.id FROM cart WHERE ${DUPLICATE_CART})`.execute(db);
      await sql`UPDATE cart SET status = 'superseded' WHERE ${DUPLICATE_CART}`.execute(db);
      await sql`CREATE UNIQUE INDEX cart_one_active_per_customer ON cart (customer_id)
        WHERE guest_key IS NULL AND status = 'active'`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex("cart_one_active_per_customer").execute();
    },
  },
  "1400_login_slowdown": {
    // issue 31 (after-sales-and-law.md §7): the per-account lock-out that any stranger could trigger gives
    // way to a slow-down per account and address; the old lock-outs are dropped with their table
    async up(db: Kysely<unknown>): Promise<void> {
      const t = columnTypes(db);
      await db.schema.dropTable("login_throttle").execute();
      await db.schema
        .createTable("login_slowdown")
        .addColumn("account", "text", (c) => c.notNull())
        .addColumn("address", "text", (c) => c.notNull())
        .addColumn("failures", "integer", (c) => c.notNull())
        .addColumn("last_failure_at", t.epochMs, (c) => c.notNull())
        .addColumn("wait_until", t.epochMs, (c) => c.notNull())
        .addPrimaryKeyConstraint("login_slowdown_pk", ["account", "address"])
        .execute();
      await db.schema
        .createIndex("login_slowdown_last_failure")
        .on("login_slowdown")
        .column("last_failure_at")
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      const t = columnTypes(db);
      await db.schema.dropTable("login_slowdown").execute();
      await db.schema
        .createTable("login_throttle")
        .addColumn("account", "text", (c) => c.primaryKey())
        .addColumn("failures", "integer", (c) => c.notNull())
        .addColumn("window_start", t.epochMs, (c) => c.notNull())
        .addColumn("locked_until", t.epochMs, (c) => c.notNull())
        .addColumn("level", "integer", (c) => c.notNull())
        .execute();
    },
  },
};
