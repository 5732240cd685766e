// The made-live product documents of recently served pages as JSON text, so a repeated listing page costs
// one stock read and string joins instead of parsing, pricing and serialising its documents again. An entry
// is served only while everything it was made from is unchanged: the catalogue version (any catalogue
// write), the product's stock stamp (the stock rows it owns, its own and its children's, read per request:
// orders change quantities without a catalogue write) and its price window (special-price edges, 30-day
// lowest price). A product with a sku whose stock row another product owns is not cached.
import { type Kysely, sql } from "kysely";
import { preparedRows } from "../db/preparedStatement.js";
import type { Database } from "../db/schema.js";
import { idListSubquery, isPostgres } from "../db/sqlDialect.js";
import { createLruCache } from "../search/facetCache.js";
import type { LiveWindow } from "./productDocuments.js";

/** Bytes of UTF-8 JSON the cache holds at most (outside the V8 heap). */
const MAX_BYTES = 16 * 1024 * 1024;
/** Entries at most. */
const MAX_ENTRIES = 4000;

/** One cached document and what it was made from. */
interface Entry extends LiveWindow {
  readonly json: Buffer;
  readonly version: string;
  readonly stamp: string;
}

/** A made-live product document as JSON (UTF-8 bytes), and its id. */
export interface LiveJson {
  readonly id: number;
  readonly json: Buffer;
}

/** A stock row's owner: the configurable parent of a child, else the product itself. */
const OWNER = sql`COALESCE(si.parent_id, si.product_id)`;

/**
 * The stamps on PostgreSQL, a prepared statement (db/preparedStatement.ts) taking the ids as one array, so
 * the planner sees their number (a JSON list is estimated at 100 rows).
 */
const PREPARED_STAMPS =
  "SELECT COALESCE(si.parent_id, si.product_id) AS id, string_agg(si.qty || ':' || si.is_in_stock || ':' || si.manage_stock, ';' ORDER BY si.sku) AS stamp FROM stock_item si WHERE COALESCE(si.parent_id, si.product_id) = ANY(CAST($1 AS BIGINT[])) GROUP BY COALESCE(si.parent_id, si.product_id)";

/** The stamps by Kysely: a transaction's handle, or SQLite. */
async function portableStamps(db: Kysely<Database>, ids: readonly number[], array: string) {
  const row = sql`si.qty || ':' || si.is_in_stock || ':' || si.manage_stock`;
  const postgres = isPostgres(db);
  const stamp = postgres
    ? sql`string_agg(${row}, ';' ORDER BY si.sku)`
    : sql`group_concat(${row}, ';' ORDER BY si.sku)`;
  const owned = postgres
    ? sql`${OWNER} = ANY(CAST(${array} AS bigint[]))`
    : sql`${OWNER} IN (${idListSubquery(db, ids)})`;
  const found = await sql<{
    id: unknown;
    stamp: string | null;
  }>`SELECT ${OWNER} AS id, ${stamp} AS stamp FROM stock_item si WHERE ${owned} GROUP BY ${OWNER}`.execute(
    db,
  );
  return found.rows;
}

/**
 * The stock stamp of some products: the stock rows they own (`parent_id ?? product_id`: their own and
 * their children's; quantity, flag, managed) in sku order, as one string per product, read from one range
 * of the `stock_item_owner` index each (migration 2004). Products owning no stock rows are left out (stamp
 * `""`). It covers what a document was made from only when each of the product's skus has its stock row
 * owned by the product ({@link strayStockOwners}).
 *
 * @example
 * (await stockStamps(db, [1])).get(1); // "1:1:1;5:1:1;0:0:1"
 */
export async function stockStamps(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  type Row = { id: unknown; stamp: string | null };
  const array = `{${ids.map((id) => Math.trunc(id)).join(",")}}`;
  const prepared = await preparedRows<Row>(db as Kysely<unknown>, "stock_stamps", PREPARED_STAMPS, [array]);
  const rows = prepared ?? (await portableStamps(db, ids, array));
  return new Map(rows.map((r) => [Number(r.id), r.stamp ?? ""]));
}

/**
 * The products among `ids` with a sku (their own or a child's, `product_sku`) whose stock row another
 * product owns: their stamp does not cover that row, so their documents are not cached.
 *
 * @example
 * await strayStockOwners(db, [1, 2]); // Set {} when every stock row lies with its product
 */
export async function strayStockOwners(db: Kysely<Database>, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await sql<{
    id: unknown;
  }>`SELECT DISTINCT s.product_id AS id FROM product_sku s JOIN stock_item si ON si.sku = s.sku WHERE s.product_id IN (${idListSubquery(db, ids)}) AND ${OWNER} <> s.product_id`.execute(
    db,
  );
  return new Set(found.rows.map((r) => Number(r.id)));
}

/**
 * A field selection (`_source_include` / `_source_exclude`, api-contract §8.7) applied to each made-live
 * document before it is serialised; `key` names it in the cache (one entry per product and selection).
 */
export interface JsonSelection {
  readonly key: string;
  readonly select: (doc: Record<string, unknown>) => unknown;
}

/** The cache of made-live product JSON (see the module comment). */
export interface LiveJsonCache {
  /**
   * The JSON of products by id in the order given (unknown or disabled ids left out): cached entries whose
   * version, stamp and window still hold, the rest made live by `make` and cached. With `selection`, the
   * JSON of each document's selected fields.
   */
  products(
    ids: readonly number[],
    now: number,
    version: string,
    make: (ids: readonly number[]) => Promise<{ id: number; doc: unknown; window: LiveWindow }[]>,
    selection?: JsonSelection,
  ): Promise<LiveJson[]>;
}

/**
 * A cache of at most 4 000 entries (one per product and field selection) and 16 MB of JSON, least recently
 * used first out.
 *
 * @example
 * const cache = createLiveJsonCache(db);
 * await cache.products([1, 2], Date.now(), version, make);
 */
export function createLiveJsonCache(db: Kysely<Database>): LiveJsonCache {
  const entries = createLruCache<Entry>(MAX_ENTRIES, (e) => e.json.length, MAX_BYTES);
  return {
    async products(ids, now, version, make, selection) {
      if (ids.length === 0) return [];
      const keyOf = selection ? (id: number) => `${id}|${selection.key}` : (id: number) => String(id);
      const stamps = await stockStamps(db, ids);
      const found = new Map<number, Buffer>();
      const missing: number[] = [];
      for (const id of new Set(ids)) {
        const held = entries.get(keyOf(id));
        if (
          held !== undefined &&
          held.version === version &&
          held.stamp === (stamps.get(id) ?? "") &&
          held.from <= now &&
          now < held.until
        )
          found.set(id, held.json);
        else missing.push(id);
      }
      const made = await make(missing);
      const stray = await strayStockOwners(
        db,
        made.map((m) => m.id),
      );
      for (const { id, doc, window } of made) {
        const shown = selection ? selection.select(doc as Record<string, unknown>) : doc;
        const json = Buffer.from(JSON.stringify(shown));
        found.set(id, json);
        if (!stray.has(id)) entries.set(keyOf(id), { json, version, stamp: stamps.get(id) ?? "", ...window });
      }
      return ids.flatMap((id) => {
        const json = found.get(id);
        return json === undefined ? [] : [{ id, json }];
      });
    },
  };
}
