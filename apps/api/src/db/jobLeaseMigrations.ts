import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./dialect.js";

/**
 * Migration 7400 (s20): `job_lease`, one row per periodic job of the API (the payment sweep of
 * `src/payments/paymentSweep.ts`). A process runs a pass only after moving the row's `until` forward from a
 * time already past, one conditional update: every API process on the database shares one pass per interval.
 */
export const jobLeaseMigrations: Record<string, Migration> = {
  "7400_job_lease": {
    async up(db: Kysely<unknown>): Promise<void> {
      const t = columnTypes(db);
      await db.schema
        .createTable("job_lease")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("until", t.epochMs, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable("job_lease").execute();
    },
  },
};
