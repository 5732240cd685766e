import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./dialect.js";

/**
 * Migration 7000 (issue 27): review moderation and verified purchases. `verified_purchase` (0/1) is decided
 * by the server when the review is written (`isVerifiedPurchase`, @outlet/orders) and stored, so a later
 * change of the order does not rewrite what the shop published; `moderated_at` / `moderated_by` record the
 * back office's decision (the audit log keeps the full entry). Existing submissions stay unverified.
 */
export const reviewMigrations: Record<string, Migration> = {
  "7000_review_moderation": {
    async up(db: Kysely<unknown>): Promise<void> {
      const t = columnTypes(db);
      await db.schema
        .alterTable("review_submission")
        .addColumn("verified_purchase", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable("review_submission").addColumn("moderated_at", t.epochMs).execute();
      await db.schema.alterTable("review_submission").addColumn("moderated_by", "text").execute();
      await db.schema
        .createIndex("review_submission_status")
        .on("review_submission")
        .columns(["review_status", "id"])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex("review_submission_status").execute();
      for (const column of ["moderated_by", "moderated_at", "verified_purchase"]) {
        await db.schema.alterTable("review_submission").dropColumn(column).execute();
      }
    },
  },
};
