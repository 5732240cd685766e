import { existsSync } from "node:fs";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import type { Config } from "./config.js";

/** Catalogues from this size on need more than Node's default heap while the demo seed generates them. */
export const LARGE_CATALOGUE = 50_000;

/**
 * Whether this start will seed a demo catalogue of `LARGE_CATALOGUE` products or more (the seed generates
 * the whole catalogue in memory): the size asks for it and the database has no `seeded_at` mark yet. A
 * start on an existing database answers `false`, so it runs with Node's default heap and memory stays low.
 *
 * @example
 * if (await largeSeedPending(config)) respawnWithLargerHeap();
 */
export async function largeSeedPending(config: Config, size: number): Promise<boolean> {
  if (size < LARGE_CATALOGUE) return false;
  const query = "SELECT value FROM meta WHERE key = 'seeded_at'";
  try {
    if (config.databaseUrl !== null && /^postgres(ql)?:\/\//.test(config.databaseUrl)) {
      const client = new pg.Client({ connectionString: config.databaseUrl });
      await client.connect();
      try {
        return (await client.query(query)).rows.length === 0;
      } finally {
        await client.end();
      }
    }
    const file = join(config.dataDir, "outlet.sqlite");
    if (!existsSync(file)) return true;
    const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    try {
      return db.prepare(query).get() === undefined;
    } finally {
      db.close();
    }
  } catch {
    // no meta table yet (a new database) or not reachable now: the seed may run
    return true;
  }
}
