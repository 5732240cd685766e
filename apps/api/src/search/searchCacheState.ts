// What every cached search result depends on besides the query itself: the catalogue version (any
// catalogue write), the stock version (any stock-flag refresh) and, for results that read prices, the price
// epoch: the latest special-price window edge at or before `now` (prices change only at those edges, so a
// priced result stays true until `now` passes the next one). All three live in the database, so several API
// processes agree on them; they are read in one statement (one round trip) per product search.
import { type Kysely, sql } from "kysely";
import { CATALOG_VERSION_KEY, STOCK_VERSION_KEY } from "../catalog/productIndexWriter.js";
import { preparedRows } from "../db/preparedStatement.js";
import type { Database } from "../db/schema.js";

/** The versions a cached search result is keyed on (see the module comment). */
export interface SearchCacheState {
  readonly catalog: string;
  readonly stock: string;
  /** The latest price window edge ≤ `now` (0 when there is none); a key reads it only when prices take part. */
  readonly priceEpoch: number;
}

/** The row key the price epoch comes back under (not a `meta` key: those are lower-case words). */
const EPOCH_ROW = "~price_epoch";

/** The same statement as a PostgreSQL prepared statement (preparedStatement.ts). */
const PREPARED_STATE =
  "SELECT key, value FROM meta WHERE key IN ($1, $2) UNION ALL SELECT CAST($3 AS TEXT), CAST(MAX(valid_from) AS TEXT) FROM product_price WHERE valid_from <= CAST($4 AS BIGINT)";

/**
 * Reads the cache state of a search at `now`: both versions and the price epoch (one descent of the
 * `product_price_from` index of migration 2003) in one statement.
 *
 * @example
 * await readSearchCacheState(db, Date.now()); // { catalog: "9f…", stock: "1c…", priceEpoch: 1732… }
 */
export async function readSearchCacheState(db: Kysely<Database>, now: number): Promise<SearchCacheState> {
  type Row = { key: string; value: unknown };
  const rows =
    (await preparedRows<Row>(db as Kysely<unknown>, "search_cache_state", PREPARED_STATE, [
      CATALOG_VERSION_KEY,
      STOCK_VERSION_KEY,
      EPOCH_ROW,
      now,
    ])) ??
    (
      await sql<Row>`SELECT key, value FROM meta WHERE key IN (${CATALOG_VERSION_KEY}, ${STOCK_VERSION_KEY}) UNION ALL SELECT ${EPOCH_ROW}, CAST(MAX(valid_from) AS TEXT) FROM product_price WHERE valid_from <= ${now}`.execute(
        db,
      )
    ).rows;
  const value = (key: string) => rows.find((r) => r.key === key)?.value ?? null;
  return {
    catalog: String(value(CATALOG_VERSION_KEY) ?? ""),
    stock: String(value(STOCK_VERSION_KEY) ?? ""),
    priceEpoch: Number(value(EPOCH_ROW) ?? 0),
  };
}
