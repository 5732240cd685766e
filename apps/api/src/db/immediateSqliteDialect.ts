import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";

/** Kysely's SQLite driver with `BEGIN IMMEDIATE` transactions. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/**
 * Kysely's SQLite dialect whose transactions take the write lock at `BEGIN` (`BEGIN IMMEDIATE`), for several
 * API processes on one SQLite file (issue 13). A deferred transaction that reads and then writes fails at
 * once with `SQLITE_BUSY` when another process committed since its read (the busy timeout cannot help: its
 * snapshot is stale), which answered 500 to orders racing through two processes; an immediate one waits
 * for the lock (`busy_timeout`) and then reads the latest data. One process alone runs its transactions one
 * at a time anyway (one connection), so this costs it nothing.
 *
 * @example
 * new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: new SqliteDatabase(file) }) });
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
