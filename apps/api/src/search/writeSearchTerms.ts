import { type Kysely, PostgresAdapter, sql } from "kysely";
import { MIN_INTEGER_ID } from "../db/dialect.js";
import type { Database } from "../db/schema.js";
import {
  fieldTerms,
  indexableProduct,
  isSearchable,
  TEXT_FIELDS,
  TEXT_SEARCH,
  type TextField,
  termWords,
} from "./productTextFields.js";

// Keeps the text search tables (src/db/textSearchSchema.ts) in step with the product documents. Called in
// the writing transaction with every product written; idempotent (a product's rows are replaced). The
// collection statistics and document frequencies move by deltas, so a batch costs what it touches, never
// the catalogue's size. Portable Kysely only, plus one advisory lock on PostgreSQL.

/** What the term writer needs of a written product document. */
export interface SearchableDocument {
  readonly entity_type: string;
  readonly id: number;
  readonly is_active: boolean;
  readonly body: Readonly<Record<string, unknown>>;
}

/** Rows per multi-row statement: at most 5 values × 400 bound parameters, within both engines' limits. */
const CHUNK = 400;

/** `search_stat` key of a field's summed length. */
export const lengthStat = (field: TextField): string => `len:${field}`;

/** `search_stat` key of the number of searchable products. */
export const DOCS_STAT = "docs";

/** `search_stat` key moved by every write of search terms (the posting cache's validity). */
export const VERSION_STAT = "version";

/** Lock key serialising term writers on PostgreSQL (the deltas read before they write). */
const TERM_WRITER_LOCK = 0x7465_7874;

const LENGTH_COLUMNS = ["name_len", "sku_len", "category_len", "flag_len", "color_len"] as const;

function chunks<TItem>(items: readonly TItem[]): TItem[][] {
  const out: TItem[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

const add = (map: Map<string, number>, key: string, by: number): void => {
  map.set(key, (map.get(key) ?? 0) + by);
};

/** Moves the summed field lengths by a product's lengths (`sign` 1 added, -1 removed). */
function addLengths(
  deltas: Map<string, number>,
  doc: Readonly<Record<(typeof LENGTH_COLUMNS)[number], number>>,
  sign: 1 | -1,
): void {
  TEXT_FIELDS.forEach((field, i) => {
    add(deltas, lengthStat(field), sign * Number(doc[LENGTH_COLUMNS[i] ?? "name_len"]));
  });
}

interface ProductRows {
  readonly doc: {
    product_id: number;
    name_len: number;
    sku_len: number;
    category_len: number;
    flag_len: number;
    color_len: number;
  };
  readonly postings: { term: string; field: number; product_id: number; tf: number; len: number }[];
  readonly terms: ReadonlySet<string>;
  /** A word of each term (fuzzy matching measures edits on it). */
  readonly words: ReadonlyMap<string, string>;
  readonly skus: { sku: string; product_id: number; is_child: number }[];
}

/** The search rows of one searchable product. */
function rowsOf(body: Readonly<Record<string, unknown>>): ProductRows {
  const product = indexableProduct(body);
  const lengths: number[] = [];
  const postings: ProductRows["postings"] = [];
  const terms = new Set<string>();
  TEXT_FIELDS.forEach((field, position) => {
    const list = fieldTerms(field, product);
    lengths.push(list.length);
    const tf = new Map<string, number>();
    for (const term of list) add(tf, term, 1);
    for (const [term, count] of tf) {
      postings.push({ term, field: position, product_id: product.id, tf: count, len: list.length });
      terms.add(term);
    }
  });
  const skus = new Map<string, number>();
  for (const child of product.childSkus) skus.set(child.toLowerCase(), 1);
  skus.set(product.sku.toLowerCase(), 0);
  return {
    doc: {
      product_id: product.id,
      name_len: lengths[0] ?? 0,
      sku_len: lengths[1] ?? 0,
      category_len: lengths[2] ?? 0,
      flag_len: lengths[3] ?? 0,
      color_len: lengths[4] ?? 0,
    },
    postings,
    terms,
    words: termWords(product),
    skus: [...skus].map(([sku, is_child]) => ({ sku, product_id: product.id, is_child })),
  };
}

/**
 * Replaces the search rows of the written products (only products with an active row and status < 2 get
 * any), moving the document frequencies and collection statistics by what changed. Runs in the caller's
 * transaction.
 *
 * @example
 * await maintainSearchTerms(trx, [{ entity_type: "product", id: 1, is_active: true, body }]);
 */
export async function maintainSearchTerms(
  trx: Kysely<Database>,
  documents: readonly SearchableDocument[],
): Promise<void> {
  const latest = new Map<number, SearchableDocument>();
  for (const d of documents) if (d.entity_type === "product") latest.set(d.id, d);
  if (latest.size === 0) return;
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(${TERM_WRITER_LOCK})`.execute(trx);
  const ids = [...latest.keys()];
  const dfDelta = new Map<string, number>();
  const words = new Map<string, string>();
  const statDelta = new Map<string, number>([[VERSION_STAT, 1]]);
  for (const part of chunks(ids)) {
    const oldDocs = await trx.selectFrom("search_doc").selectAll().where("product_id", "in", part).execute();
    for (const old of oldDocs) {
      add(statDelta, DOCS_STAT, -1);
      addLengths(statDelta, old, -1);
    }
    const oldTerms = await trx
      .selectFrom("search_posting")
      .select(["product_id", "term"])
      .distinct()
      .where("product_id", "in", part)
      .execute();
    for (const old of oldTerms) add(dfDelta, old.term, -1);
    await trx.deleteFrom("search_posting").where("product_id", "in", part).execute();
    await trx.deleteFrom("search_doc").where("product_id", "in", part).execute();
    await trx.deleteFrom("search_sku").where("product_id", "in", part).execute();
  }
  const fresh = [...latest.values()]
    .filter((d) => isSearchable(d.is_active, d.body))
    .map((d) => rowsOf({ ...d.body, id: d.id }));
  for (const rows of fresh) {
    add(statDelta, DOCS_STAT, 1);
    addLengths(statDelta, rows.doc, 1);
    for (const term of rows.terms) add(dfDelta, term, 1);
    for (const [term, word] of rows.words) if (!words.has(term)) words.set(term, word);
  }
  for (const part of chunks(fresh.map((r) => r.doc)))
    await trx.insertInto("search_doc").values(part).execute();
  for (const part of chunks(fresh.flatMap((r) => r.postings)))
    await trx.insertInto("search_posting").values(part).execute();
  for (const part of chunks(fresh.flatMap((r) => r.skus)))
    await trx.insertInto("search_sku").values(part).execute();
  await applyTermDeltas(trx, dfDelta, words);
  await applyStatDeltas(trx, statDelta);
}

/** Adds the document-frequency deltas to the vocabulary (in term order) and drops terms no product uses. */
async function applyTermDeltas(
  trx: Kysely<Database>,
  deltas: ReadonlyMap<string, number>,
  words: ReadonlyMap<string, string>,
): Promise<void> {
  const changed = [...deltas]
    .filter(([, delta]) => delta !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const part of chunks(changed)) {
    await trx
      .insertInto("search_term")
      .values(
        part.map(([term, delta]) => ({
          term,
          prefix: term.slice(0, TEXT_SEARCH.prefixLength),
          len: term.length,
          df: delta,
          // a term keeps the word it was first written with (any of its words serves)
          word: words.get(term) ?? term,
        })),
      )
      .onConflict((oc) =>
        oc
          .column("term")
          .doUpdateSet((eb) => ({ df: eb(eb.ref("search_term.df"), "+", eb.ref("excluded.df")) })),
      )
      .execute();
    await trx
      .deleteFrom("search_term")
      .where(
        "term",
        "in",
        part.map(([term]) => term),
      )
      .where("df", "<=", 0)
      .execute();
  }
}

async function applyStatDeltas(trx: Kysely<Database>, deltas: ReadonlyMap<string, number>): Promise<void> {
  const changed = [...deltas].filter(([, delta]) => delta !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
  if (changed.length === 0) return;
  await trx
    .insertInto("search_stat")
    .values(changed.map(([name, value]) => ({ name, value })))
    .onConflict((oc) =>
      oc
        .column("name")
        .doUpdateSet((eb) => ({ value: eb(eb.ref("search_stat.value"), "+", eb.ref("excluded.value")) })),
    )
    .execute();
}

/**
 * Empties the search tables and writes them again from every stored product document, a page at a time
 * (used by the migration that creates the tables, for a database that already holds a catalogue).
 *
 * @example
 * await rebuildSearchTerms(db);
 */
export async function rebuildSearchTerms(db: Kysely<Database>, pageSize = 1000): Promise<void> {
  for (const table of ["search_posting", "search_doc", "search_sku", "search_term"] as const)
    await db.deleteFrom(table).execute();
  // the version keeps counting up, so no process's cached postings can match a rebuilt table
  await db.deleteFrom("search_stat").where("name", "!=", VERSION_STAT).execute();
  let after = MIN_INTEGER_ID;
  for (;;) {
    const page = await db
      .selectFrom("catalog_document")
      .select(["id", "is_active", "body"])
      .where("entity_type", "=", "product")
      .where("id", ">", after)
      .orderBy("id")
      .limit(pageSize)
      .execute();
    if (page.length === 0) return;
    await maintainSearchTerms(
      db,
      page.map((row) => ({
        entity_type: "product",
        id: Number(row.id),
        is_active: Number(row.is_active) === 1,
        body: JSON.parse(row.body) as Record<string, unknown>,
      })),
    );
    after = Number(page[page.length - 1]?.id);
  }
}
