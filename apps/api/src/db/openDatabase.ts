import { chmodSync, closeSync, existsSync, openSync } from "node:fs";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, Migrator } from "kysely";
import { cachedStatements } from "./cachedStatements.js";
import type { DialectName } from "./dialect.js";
import { ImmediateSqliteDialect } from "./immediateSqliteDialect.js";
import { migrationProvider } from "./migrations.js";
import { openPostgres } from "./openPostgres.js";
import type { Database } from "./schema.js";

/**
 * An open, migrated database. Every query goes through the Kysely handle, so routes do not know which
 * engine answers; `dialect` is there for the rare statement that must differ.
 */
export interface AppDatabase {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  close(): Promise<void>;
}

/** Where the database lives: a SQLite file in the data folder, or a PostgreSQL URL. */
export interface OpenDatabaseOptions {
  readonly dataDir: string;
  /** `postgres://…` / `postgresql://…` opens PostgreSQL; unset or `sqlite:` opens the SQLite file. */
  readonly databaseUrl?: string | null | undefined;
  /** SQLite file name inside `dataDir`. @default "outlet.sqlite" */
  readonly fileName?: string;
  /**
   * How long a SQLite write waits for another process's write lock before failing. The API answers
   * requests, so it waits 5 s; a batch job (the import command) beside a busy API waits longer rather than
   * drop lines. @default 5000
   */
  readonly busyTimeoutMs?: number;
}

function openSqlite(dataDir: string, fileName: string, busyTimeoutMs: number): Kysely<Database> {
  const file = join(dataDir, fileName);
  // issue 31: the database holds customers' data; readable by its owner only (0600), its folder 0700.
  // SQLite creates the -wal and -shm files with the database file's mode.
  closeSync(openSync(file, "a", 0o600));
  chmodSync(file, 0o600);
  const raw = new SqliteDatabase(file);
  for (const side of ["-wal", "-shm"]) if (existsSync(`${file}${side}`)) chmodSync(`${file}${side}`, 0o600);
  raw.pragma("journal_mode = WAL");
  raw.pragma("foreign_keys = ON");
  // FULL: in WAL mode NORMAL may lose the last commits on power loss (not on a process crash); an order or
  // account the API acknowledged must survive both. Writes are few (carts, orders, accounts), so the fsync
  // per commit costs little next to the requests around it (issue 17).
  raw.pragma("synchronous = FULL");
  raw.pragma(`busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
  // several processes may share the file (issue 13): transactions take the write lock at BEGIN
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: cachedStatements(raw) }) });
}

/** True for a `postgres://` or `postgresql://` URL. */
export function isPostgresUrl(url: string | null | undefined): url is string {
  return url !== null && url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/**
 * Opens the database and runs every pending migration: PostgreSQL when `databaseUrl` is a `postgres://`
 * URL (a connection pool), otherwise `<dataDir>/outlet.sqlite` (created when missing) in WAL mode with
 * foreign keys on.
 *
 * @example
 * const database = await openDatabase({ dataDir: "/tmp/outlet" });
 * const shared = await openDatabase({ dataDir: "/tmp/outlet", databaseUrl: "postgres://shop@db/shop" });
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<AppDatabase> {
  const dialect: DialectName = isPostgresUrl(options.databaseUrl) ? "postgres" : "sqlite";
  const db = isPostgresUrl(options.databaseUrl)
    ? openPostgres(options.databaseUrl)
    : openSqlite(options.dataDir, options.fileName ?? "outlet.sqlite", options.busyTimeoutMs ?? 5000);
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
    dialect,
    async close() {
      await db.destroy();
    },
  };
}
