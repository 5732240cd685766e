import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";
import { rebuildSearchTerms } from "../search/writeSearchTerms.js";
import type { Database } from "./schema.js";

// The text search tables (textSearchSchema.ts). Portable types only; every lookup is a B-tree index:
// postings by term (a query) and by product (a rewrite), the vocabulary by (prefix, length) so the fuzzy
// candidates of a term are one exact range (prefix length 2, at most 2 edits ⇒ length ± 2).

/** The migrations of the text search tables, spread into the core migration list. */
export const textSearchMigrations: Record<string, Migration> = {
  "3000_text_search": {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("search_doc")
        .addColumn("product_id", "integer", (c) => c.primaryKey())
        .addColumn("name_len", "integer", (c) => c.notNull())
        .addColumn("sku_len", "integer", (c) => c.notNull())
        .addColumn("category_len", "integer", (c) => c.notNull())
        .addColumn("flag_len", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("search_posting")
        .addColumn("term", "text", (c) => c.notNull())
        .addColumn("field", "integer", (c) => c.notNull())
        .addColumn("product_id", "integer", (c) => c.notNull())
        .addColumn("tf", "integer", (c) => c.notNull())
        .addColumn("len", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("search_posting_pk", ["term", "field", "product_id"])
        // SQLite stores the postings in key order, so a term's postings are read as one run of pages
        .$call((table) =>
          db.getExecutor().adapter instanceof SqliteAdapter ? table.modifyEnd(sql`without rowid`) : table,
        )
        .execute();
      await db.schema
        .createIndex("search_posting_product")
        .on("search_posting")
        .column("product_id")
        .execute();
      await db.schema
        .createTable("search_term")
        .addColumn("term", "text", (c) => c.primaryKey())
        .addColumn("prefix", "text", (c) => c.notNull())
        .addColumn("len", "integer", (c) => c.notNull())
        .addColumn("df", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("search_term_prefix")
        .on("search_term")
        .columns(["prefix", "len"])
        .execute();
      await db.schema
        .createTable("search_sku")
        .addColumn("sku", "text", (c) => c.notNull())
        .addColumn("product_id", "integer", (c) => c.notNull())
        .addColumn("is_child", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("search_sku_pk", ["sku", "product_id"])
        .execute();
      await db.schema.createIndex("search_sku_product").on("search_sku").column("product_id").execute();
      await db.schema
        .createTable("search_stat")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("value", "integer", (c) => c.notNull())
        .execute();
      // a database that already holds a catalogue gets its terms from 7200 (which writes every field of
      // today's tables); a new one gets them from the seed
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ["search_stat", "search_sku", "search_term", "search_posting", "search_doc"])
        await db.schema.dropTable(table).execute();
    },
  },
  // issue 32 (api-contract §8.4, decision of turn 3): the colour labels of the enabled children are a
  // searchable field (its lengths in `search_doc.color_len`), and each term keeps a word it came from so
  // fuzziness counts edits on words ("haft" is three from "hanna", though two from its stem "hann")
  "7200_text_search_colours": {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable("search_doc")
        .addColumn("color_len", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable("search_term").addColumn("word", "text").execute();
      await rebuildSearchTerms(db as Kysely<Database>);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable("search_term").dropColumn("word").execute();
      await db.schema.alterTable("search_doc").dropColumn("color_len").execute();
    },
  },
};
