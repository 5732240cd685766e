// What every cached search result depends on besides the query itself: the catalogue version (any
// catalogue write), the stock version (any stock-flag refresh) and, for results that read prices, the price
// epoch: the latest special-price window edge at or before `now` (prices change only at those edges, so a
// priced result stays true until `now` passes the next one). All three live in the database, so several API
// processes agree on them; reading them costs two indexed reads per search.
import { type Kysely, sql } from "kysely";
import { CATALOG_VERSION_KEY, STOCK_VERSION_KEY } from "../catalog/productIndexWriter.js";
import type { Database } from "../db/schema.js";

/** The versions a cached search result is keyed on (see the module comment). */
export interface SearchCacheState {
  readonly catalog: string;
  readonly stock: string;
  /** The latest price window edge ≤ `now`; `null` when the search reads no price. */
  readonly priceEpoch: number | null;
}

/**
 * Reads the cache state of a search at `now` (the price epoch only when `priced`).
 *
 * @example
 * await readSearchCacheState(db, Date.now(), true); // { catalog: "9f…", stock: "1c…", priceEpoch: 1732… }
 */
export async function readSearchCacheState(
  db: Kysely<Database>,
  now: number,
  priced: boolean,
): Promise<SearchCacheState> {
  const rows = await db
    .selectFrom("meta")
    .select(["key", "value"])
    .where("key", "in", [CATALOG_VERSION_KEY, STOCK_VERSION_KEY])
    .execute();
  const version = (key: string) => rows.find((r) => r.key === key)?.value ?? "";
  let priceEpoch: number | null = null;
  if (priced) {
    // one descent of the product_price_from index (migration 2003)
    const edge = await sql<{
      m: unknown;
    }>`SELECT MAX(valid_from) AS m FROM product_price WHERE valid_from <= ${now}`.execute(db);
    priceEpoch = Number(edge.rows[0]?.m ?? 0);
  }
  return { catalog: version(CATALOG_VERSION_KEY), stock: version(STOCK_VERSION_KEY), priceEpoch };
}
