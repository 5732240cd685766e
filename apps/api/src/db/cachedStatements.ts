import type { SqliteDatabase, SqliteStatement } from "kysely";

/** What `cachedStatements` needs of a better-sqlite3 database: its `prepare` and `close`. */
export interface PreparingDatabase {
  prepare(sql: string): SqliteStatement & { readonly busy?: boolean };
  close(): void;
}

/**
 * A SQLite database for Kysely's dialect whose `prepare` reuses the statements it prepared before, the
 * `capacity` most recently used ones by SQL text (a `Map` kept in use order). Kysely's SQLite driver
 * prepares every query it runs, and compiling the SQL again was about a fifth of the API's CPU for a
 * product page's three calls (apps/api README, "Prepared statements"). A statement still being iterated
 * (`busy`, a streamed query) is not handed out twice: that call gets a fresh one. The texts are Kysely's
 * compiled SQL with `?` parameters, never values, so the cache holds no data of any request.
 *
 * @example
 * new SqliteDialect({ database: cachedStatements(new SqliteDatabase(file)) });
 */
export function cachedStatements(database: PreparingDatabase, capacity = 256): SqliteDatabase {
  const statements = new Map<string, SqliteStatement & { readonly busy?: boolean }>();
  return {
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      if (cached) return database.prepare(sql);
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value as string);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
