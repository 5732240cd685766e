// Named (server-side prepared) statements for the few statements every product search runs, on PostgreSQL
// only: each pooled connection parses and plans such a statement once and then only binds and executes it
// (node-postgres keeps the names per connection). The statements are fixed texts, so their number is fixed.
import type { Kysely } from "kysely";
import type pg from "pg";

const pools = new WeakMap<object, pg.Pool>();

/**
 * Registers the node-postgres pool behind a Kysely handle (openPostgres.ts).
 *
 * @example
 * registerPool(db, pool);
 */
export function registerPool<TDatabase>(db: Kysely<TDatabase>, pool: pg.Pool): void {
  pools.set(db, pool);
}

/**
 * Runs a fixed statement as a named prepared statement on PostgreSQL and returns its rows, or `null` when
 * the handle is not a registered PostgreSQL pool (the caller runs its portable statement instead).
 *
 * @example
 * await preparedRows(db, "search_state", "SELECT key, value FROM meta WHERE key = $1", ["seed"]);
 */
export async function preparedRows<TRow>(
  db: Kysely<unknown>,
  name: string,
  text: string,
  values: readonly unknown[],
): Promise<TRow[] | null> {
  const pool = pools.get(db);
  if (pool === undefined) return null;
  const result = await pool.query({ name, text, values: [...values] });
  return result.rows as TRow[];
}
