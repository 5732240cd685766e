import { type Kysely, type Migration, type MigrationProvider, sql } from "kysely";
import { afterSalesMigrations } from "./afterSalesMigrations.js";
import { atRestMigrations } from "./atRestMigrations.js";
import { cmsMigrations } from "./cmsMigrations.js";
import { complaintMigrations } from "./complaintMigrations.js";
import { counterMigrations } from "./counterMigrations.js";
import { columnTypes } from "./dialect.js";
import { jobLeaseMigrations } from "./jobLeaseMigrations.js";
import { orderLifecycleMigrations } from "./orderLifecycleMigrations.js";
import { productIndexMigrations } from "./productIndexMigrations.js";
import { reviewMigrations } from "./reviewMigrations.js";
import { staffMigrations } from "./staffMigrations.js";
import { textSearchMigrations } from "./textSearchMigrations.js";
import { transactionMigrations } from "./transactionMigrations.js";

// Migrations are code, listed in order; names sort lexically. Each uses only portable column types
// (integer, text, and `columnTypes` where SQLite and PostgreSQL need different names), so both engines
// run them unchanged.
const migrations: Record<string, Migration> = {
  "0001_catalogue": {
    async up(db: Kysely<unknown>): Promise<void> {
      const t = columnTypes(db);
      await db.schema
        .createTable("catalog_document")
        .addColumn("entity_type", "text", (c) => c.notNull())
        .addColumn("id", "integer", (c) => c.notNull())
        .addColumn("doc_key", "text")
        .addColumn("url_path", "text")
        .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("catalog_document_pk", ["entity_type", "id"])
        .execute();
      await db.schema
        .createIndex("catalog_document_key")
        .on("catalog_document")
        .columns(["entity_type", "doc_key"])
        .execute();
      await db.schema
        .createIndex("catalog_document_url")
        .on("catalog_document")
        .columns(["entity_type", "url_path"])
        .execute();
      await db.schema
        .createTable("stock_item")
        .addColumn("sku", "text", (c) => c.primaryKey())
        .addColumn("product_id", "integer", (c) => c.notNull())
        .addColumn("parent_id", "integer")
        .addColumn("qty", t.float, (c) => c.notNull())
        .addColumn("is_in_stock", "integer", (c) => c.notNull())
        .addColumn("manage_stock", "integer", (c) => c.notNull())
        .addColumn("min_sale_qty", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("max_sale_qty", "integer", (c) => c.notNull().defaultTo(999))
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addCheckConstraint("stock_item_qty_non_negative", sql`qty >= 0`)
        .execute();
      await db.schema.createIndex("stock_item_product").on("stock_item").column("product_id").execute();
      await db.schema
        .createTable("price_history")
        .addColumn("sku", "text", (c) => c.notNull())
        .addColumn("valid_from", "text", (c) => c.notNull())
        .addColumn("price_incl_tax_grosze", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("price_history_pk", ["sku", "valid_from"])
        .execute();
      await db.schema
        .createTable("meta")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ["meta", "price_history", "stock_item", "catalog_document"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  "0002_start_page": {
    async up(db: Kysely<unknown>): Promise<void> {
      const t = columnTypes(db);
      await db.schema
        .createTable("start_page_record")
        .addColumn("id", "integer", t.generatedId)
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("date", "text", (c) => c.notNull())
        .addColumn("customer_id", "integer")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable("start_page_record").execute();
    },
  },
  ...transactionMigrations,
  ...counterMigrations,
  ...productIndexMigrations,
  ...textSearchMigrations,
  ...atRestMigrations,
  ...staffMigrations,
  ...orderLifecycleMigrations,
  ...cmsMigrations,
  ...afterSalesMigrations,
  ...complaintMigrations,
  ...reviewMigrations,
  ...jobLeaseMigrations,
};

/**
 * The in-code migration list for Kysely's `Migrator`. Add new entries with the next number; never edit
 * one that has shipped.
 *
 * @example
 * new Migrator({ db, provider: migrationProvider }).migrateToLatest();
 */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
