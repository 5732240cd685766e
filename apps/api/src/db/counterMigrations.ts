import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./dialect.js";

/** The shared counter tables (src/db/counterSchema.ts), spread into the core migration list. */
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
};
