// The made-live product documents of recently served pages as JSON text, so a repeated listing page costs
// one stock read and string joins instead of parsing, pricing and serialising its documents again. An entry
// is served only while everything it was made from is unchanged: the catalogue version (any catalogue
// write), the product's stock stamp (its own and its children's stock rows, read per request: orders change
// quantities without a catalogue write) and its price window (special-price edges, 30-day lowest price).
import { type Kysely, sql } from "kysely";
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

/**
 * The stock stamp of some products: their own and their children's stock rows (quantity, flag, managed),
 * in sku order, as one string per product. Products without stock rows are left out (stamp `""`).
 *
 * @example
 * (await stockStamps(db, [1])).get(1); // "1:1:1;5:1:1;0:0:1"
 */
export async function stockStamps(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const row = sql`si.qty || ':' || si.is_in_stock || ':' || si.manage_stock`;
  const stamp = isPostgres(db)
    ? sql`string_agg(${row}, ';' ORDER BY si.sku)`
    : sql`group_concat(${row}, ';' ORDER BY si.sku)`;
  const found = await sql<{
    id: unknown;
    stamp: string | null;
  }>`SELECT s.product_id AS id, ${stamp} AS stamp FROM product_sku s JOIN stock_item si ON si.sku = s.sku WHERE s.product_id IN (${idListSubquery(db, ids)}) GROUP BY s.product_id`.execute(
    db,
  );
  return new Map(found.rows.map((r) => [Number(r.id), r.stamp ?? ""]));
}

/** The cache of made-live product JSON (see the module comment). */
export interface LiveJsonCache {
  /**
   * The JSON of products by id in the order given (unknown or disabled ids left out): cached entries whose
   * version, stamp and window still hold, the rest made live by `make` and cached.
   */
  products(
    ids: readonly number[],
    now: number,
    version: string,
    make: (ids: readonly number[]) => Promise<{ id: number; doc: unknown; window: LiveWindow }[]>,
  ): Promise<LiveJson[]>;
}

/**
 * A cache of at most 4 000 documents and 16 MB of JSON, least recently used first out.
 *
 * @example
 * const cache = createLiveJsonCache(db);
 * await cache.products([1, 2], Date.now(), version, make);
 */
export function createLiveJsonCache(db: Kysely<Database>): LiveJsonCache {
  const entries = createLruCache<Entry>(MAX_ENTRIES, (e) => e.json.length, MAX_BYTES);
  return {
    async products(ids, now, version, make) {
      if (ids.length === 0) return [];
      const stamps = await stockStamps(db, ids);
      const found = new Map<number, Buffer>();
      const missing: number[] = [];
      for (const id of new Set(ids)) {
        const held = entries.get(String(id));
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
      for (const { id, doc, window } of await make(missing)) {
        const json = Buffer.from(JSON.stringify(doc));
        found.set(id, json);
        entries.set(String(id), { json, version, stamp: stamps.get(id) ?? "", ...window });
      }
      return ids.flatMap((id) => {
        const json = found.get(id);
        return json === undefined ? [] : [{ id, json }];
      });
    },
  };
}
