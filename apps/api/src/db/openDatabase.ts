import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { migrationProvider } from "./migrations.js";
import type { Database } from "./schema.js";

/** An open database: the Kysely handle for queries and the raw handle for synchronous transactions. */
export interface AppDatabase {
  readonly db: Kysely<Database>;
  /**
   * Runs `fn` inside one SQLite transaction (every multi-row write goes through this). better-sqlite3 is
   * synchronous, so `fn` must not await; it gets the raw handle for prepared statements.
   */
  transaction<TResult>(fn: (raw: SqliteDatabase.Database) => TResult): TResult;
  readonly raw: SqliteDatabase.Database;
  close(): Promise<void>;
}

/**
 * Opens (creating when missing) `<dataDir>/outlet.sqlite` in WAL mode with foreign keys on, and runs every
 * pending migration.
 *
 * @example
 * const database = await openDatabase({ dataDir: "/tmp/outlet" });
 */
export async function openDatabase(options: { dataDir: string; fileName?: string }): Promise<AppDatabase> {
  const raw = new SqliteDatabase(join(options.dataDir, options.fileName ?? "outlet.sqlite"));
  raw.pragma("journal_mode = WAL");
  raw.pragma("foreign_keys = ON");
  // FULL: in WAL mode NORMAL may lose the last commits on power loss (not on a process crash); an order or
  // account the API acknowledged must survive both. Writes are few (carts, orders, accounts), so the fsync
  // per commit costs little next to the requests around it (issue 17).
  raw.pragma("synchronous = FULL");
  raw.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
  // unordered: a database that ran a later-numbered migration (e.g. 2000_product_index) still runs one merged
  // afterwards with a lower number
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error !== undefined || failed !== undefined) {
    await db.destroy();
    throw new Error(`database migration failed${failed ? ` at ${failed.migrationName}` : ""}`, {
      cause: error,
    });
  }
  return {
    db,
    raw,
    transaction: (fn) => raw.transaction(() => fn(raw)).immediate(),
    async close() {
      await db.destroy();
    },
  };
}
