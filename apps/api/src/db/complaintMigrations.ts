import { type Generated, type Kysely, type Migration, sql } from "kysely";
import { columnTypes, dialectOf } from "./dialect.js";

/** A complaint waiting for the shop's answer (`ComplaintStatus` of `@outlet/after-sales`). */
const OPEN_COMPLAINT = "submitted";

/** The partial unique index that keeps one open complaint per order line (migration 6101). */
export const ONE_OPEN_COMPLAINT_PER_LINE = "complaint_one_open_per_line";

/**
 * Whether `error` is the database refusing a second open complaint on a line (the index of migration 6101):
 * PostgreSQL's unique violation names the index, SQLite's names the index's columns.
 *
 * @example
 * try { await insertComplaint(); } catch (error) { if (isOpenComplaintConflict(error)) refuse(); }
 */
export function isOpenComplaintConflict(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === "23505") return constraint === ONE_OPEN_COMPLAINT_PER_LINE;
  return (
    code === "SQLITE_CONSTRAINT_UNIQUE" && String(message).includes("complaint.order_id, complaint.item_id")
  );
}

/**
 * Migration 6100 (issue 26): complaints (reklamacje, after-sales-and-law.md §4). `complaint` is one
 * complaint about one order line, with its reference (`REK/{year}/{sequence}`, unique per year), the
 * answer deadline and the shop's answer; `complaint_photo` holds its re-encoded photos in the database
 * itself — private by construction, never in the public image store or its eviction, deleted with the
 * complaint (and so with the order or the account).
 */
export const complaintMigrations: Record<string, Migration> = {
  "6100_complaints": {
    async up(db: Kysely<unknown>): Promise<void> {
      const t = columnTypes(db);
      const blob = dialectOf(db) === "postgres" ? "bytea" : "blob";
      await db.schema
        .createTable("complaint")
        .addColumn("id", "integer", t.generatedId)
        .addColumn("reference", "text", (c) => c.notNull().unique())
        .addColumn("year", "integer", (c) => c.notNull())
        .addColumn("sequence", "integer", (c) => c.notNull())
        .addColumn("order_id", "integer", (c) => c.notNull().references("sales_order.id").onDelete("cascade"))
        .addColumn("order_number", "text", (c) => c.notNull())
        .addColumn("item_id", "integer", (c) => c.notNull())
        .addColumn("sku", "text", (c) => c.notNull())
        .addColumn("product_name", "text", (c) => c.notNull())
        .addColumn("customer_id", "integer")
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("remedy", "text", (c) => c.notNull())
        .addColumn("ground", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("received_at", t.epochMs, (c) => c.notNull())
        .addColumn("deadline_at", t.epochMs, (c) => c.notNull())
        .addColumn("deadline_day", "text", (c) => c.notNull())
        .addColumn("answer", "text")
        .addColumn("answered_at", t.epochMs)
        .addColumn("answered_by_id", "integer")
        .addUniqueConstraint("complaint_year_sequence", ["year", "sequence"])
        .execute();
      await db.schema.createIndex("complaint_order").on("complaint").column("order_id").execute();
      await db.schema
        .createIndex("complaint_status_deadline")
        .on("complaint")
        .columns(["status", "deadline_at"])
        .execute();
      await db.schema
        .createTable("complaint_photo")
        .addColumn("complaint_id", "integer", (c) =>
          c.notNull().references("complaint.id").onDelete("cascade"),
        )
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("content_type", "text", (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("bytes", blob, (c) => c.notNull())
        .addPrimaryKeyConstraint("complaint_photo_pk", ["complaint_id", "position"])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable("complaint_photo").execute();
      await db.schema.dropTable("complaint").execute();
    },
  },
  "6101_one_open_complaint_per_line": {
    // "one open complaint per order line" (`already_open`, @outlet/after-sales) was checked in code only: on
    // PostgreSQL two complaints sent at the same instant both read "none open" and both were stored. The
    // database now refuses the second (a partial unique index, as 1301_one_active_customer_cart does).
    async up(db: Kysely<unknown>): Promise<void> {
      const { rows } = await sql<{ reference: string }>`SELECT reference FROM complaint AS later
        WHERE later.status = ${OPEN_COMPLAINT} AND EXISTS (SELECT 1 FROM complaint AS earlier
          WHERE earlier.order_id = later.order_id AND earlier.item_id = later.item_id
          AND earlier.status = ${OPEN_COMPLAINT} AND earlier.id < later.id)`.execute(db);
      // each is a complaint the shopper made and the law wants answered: staff decide them, never a migration
      if (rows.length > 0) {
        throw new Error(
          `Answer these complaints first (another complaint on the same line is open): ${rows.map((r) => r.reference).join(", ")}`,
        );
      }
      await sql`CREATE UNIQUE INDEX ${sql.id(ONE_OPEN_COMPLAINT_PER_LINE)} ON complaint (order_id, item_id)
        WHERE status = 'submitted'`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex(ONE_OPEN_COMPLAINT_PER_LINE).execute();
    },
  },
};

/** The complaint tables as the complaint code queries them. */
export type ComplaintTables = {
  complaint: {
    id: Generated<number>;
    reference: string;
    year: number;
    sequence: number;
    order_id: number;
    order_number: string;
    item_id: number;
    sku: string;
    product_name: string;
    customer_id: number | null;
    email: string;
    description: string;
    remedy: string;
    ground: string | null;
    status: string;
    received_at: number;
    deadline_at: number;
    /** The last day to answer, `YYYY-MM-DD` Warsaw. */
    deadline_day: string;
    /** The answer as JSON (`ComplaintAnswer` of `@outlet/after-sales`), or null. */
    answer: string | null;
    answered_at: number | null;
    answered_by_id: number | null;
  };
  complaint_photo: {
    complaint_id: number;
    position: number;
    content_type: string;
    width: number;
    height: number;
    bytes: Uint8Array;
  };
};
