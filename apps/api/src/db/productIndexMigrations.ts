import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "./sqlDialect.js";

// The product index tables (see productIndexSchema.ts). Portable types only: `bigint` for epoch
// milliseconds and child keys, `double precision` for values (SQLite gives both their numeric affinity).

async function valueTable(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn("owner", "bigint", (c) => c.notNull())
    .addColumn("field", "text", (c) => c.notNull())
    .addColumn("num", "double precision")
    .addColumn("str", "text")
    .addColumn("low", "text")
    .execute();
  await db.schema.createIndex(`${table}_num`).on(table).columns(["field", "num", "owner"]).execute();
  await db.schema.createIndex(`${table}_str`).on(table).columns(["field", "str", "owner"]).execute();
  await db.schema.createIndex(`${table}_owner`).on(table).columns(["owner", "field"]).execute();
}

/** The migrations of the product index, spread into the core migration list. */
export const productIndexMigrations: Record<string, Migration> = {
  "2000_product_index": {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("catalog_product")
        .addColumn("id", "bigint", (c) => c.primaryKey())
        .addColumn("sku", "text", (c) => c.notNull())
        .addColumn("type_id", "text", (c) => c.notNull())
        .addColumn("status", "double precision")
        .addColumn("visibility", "double precision")
        .addColumn("order_priority", "double precision")
        .addColumn("created_at", "text")
        .addColumn("updated_at", "text")
        .addColumn("name", "text")
        .addColumn("url_path", "text")
        .addColumn("uuid", "text")
        .addColumn("in_stock", "integer")
        .execute();
      for (const column of ["sku", "url_path", "uuid", "order_priority", "updated_at", "created_at"])
        await db.schema
          .createIndex(`catalog_product_${column}`)
          .on("catalog_product")
          .column(column)
          .execute();
      await valueTable(db, "product_value");
      await valueTable(db, "child_value");
      await db.schema
        .createTable("product_child")
        .addColumn("child_key", "bigint", (c) => c.primaryKey())
        .addColumn("parent_id", "bigint", (c) => c.notNull())
        .addColumn("child_id", "bigint")
        .addColumn("sku", "text", (c) => c.notNull())
        .addColumn("enabled", "integer", (c) => c.notNull())
        .addColumn("in_stock", "integer")
        .execute();
      await db.schema.createIndex("product_child_parent").on("product_child").column("parent_id").execute();
      await db.schema.createIndex("product_child_sku").on("product_child").column("sku").execute();
      await db.schema.createIndex("product_child_id").on("product_child").column("child_id").execute();
      await db.schema
        .createTable("product_sku")
        .addColumn("sku", "text", (c) => c.primaryKey())
        .addColumn("product_id", "bigint", (c) => c.notNull())
        .addColumn("child_key", "bigint")
        .execute();
      await db.schema.createIndex("product_sku_product").on("product_sku").column("product_id").execute();
      await db.schema
        .createTable("product_price")
        .addColumn("product_id", "bigint", (c) => c.notNull())
        .addColumn("valid_from", "bigint", (c) => c.notNull())
        .addColumn("valid_to", "bigint", (c) => c.notNull())
        .addColumn("final_price", "double precision")
        .addColumn("special_price", "double precision")
        .execute();
      await db.schema
        .createIndex("product_price_window")
        .on("product_price")
        .columns(["product_id", "valid_from", "valid_to"])
        .execute();
      // an empty catalogue is indexed as it is written; existing products are indexed on the next start
      const products =
        await sql`SELECT 1 FROM catalog_document WHERE entity_type = 'product' LIMIT 1`.execute(db);
      if (products.rows.length === 0)
        await sql`INSERT INTO meta (key, value) VALUES ('product_index', '1')`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        "product_price",
        "product_sku",
        "product_child",
        "child_value",
        "product_value",
        "catalog_product",
      ])
        await db.schema.dropTable(table).execute();
    },
  },
  "2001_product_index_covering": {
    // facets read each matched product's (or child's) values by owner: the owner indexes carry the values
    // so those reads never visit the table
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of ["product_value", "child_value"]) {
        await db.schema.dropIndex(`${table}_owner`).execute();
        await db.schema
          .createIndex(`${table}_owner`)
          .on(table)
          .columns(["owner", "field", "num", "str"])
          .execute();
      }
      await db.schema.dropIndex("product_child_parent").execute();
      await db.schema
        .createIndex("product_child_parent")
        .on("product_child")
        .columns(["parent_id", "enabled", "in_stock", "child_key"])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ["product_value", "child_value"]) {
        await db.schema.dropIndex(`${table}_owner`).execute();
        await db.schema.createIndex(`${table}_owner`).on(table).columns(["owner", "field"]).execute();
      }
      await db.schema.dropIndex("product_child_parent").execute();
      await db.schema.createIndex("product_child_parent").on("product_child").column("parent_id").execute();
    },
  },
  "2002_product_index_buyable": {
    // the index gained the buyable option rows (productIndexRows.BUYABLE_PREFIX): derived here from the
    // child rows in one statement, instead of indexing every product again
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`DELETE FROM product_value WHERE field LIKE 'buyable:%'`.execute(db);
      await sql`INSERT INTO product_value (owner, field, num, str, low) SELECT DISTINCT c.parent_id, 'buyable:' || cv.field, cv.num, cv.str, cv.low FROM product_child c JOIN child_value cv ON cv.owner = c.child_key WHERE c.parent_id IN (SELECT id FROM catalog_product WHERE type_id = 'configurable') AND c.enabled = 1 AND COALESCE(c.in_stock, 1) = 1 AND cv.field <> 'sku'`.execute(
        db,
      );
    },
    async down(): Promise<void> {},
  },
  "2003_product_price_from": {
    // the price epoch of a cached search result (search/searchCacheState.ts): the latest window edge at or
    // before now is one descent of this index
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createIndex("product_price_from").on("product_price").column("valid_from").execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex("product_price_from").execute();
    },
  },
  "2004_stock_item_owner": {
    // the made-live JSON cache's stock stamps (catalog/liveJsonCache.ts): a product's own and its children's
    // stock rows are one range of this index (owner = parent_id ?? product_id), read without the table
    // (PostgreSQL scans an expression index index-only when the expression's own columns are in it too)
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`CREATE INDEX stock_item_owner ON stock_item ((COALESCE(parent_id, product_id)), sku, qty, is_in_stock, manage_stock, parent_id, product_id)`.execute(
        db,
      );
      // PostgreSQL plans with the expression's statistics only after an ANALYZE (a table scan without them)
      if (isPostgres(db)) await sql`ANALYZE stock_item`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex("stock_item_owner").execute();
    },
  },
};
