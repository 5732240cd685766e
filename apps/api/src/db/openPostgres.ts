import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { registerPool } from "./preparedStatement.js";
import type { Database } from "./schema.js";

const INT8_OID = 20;

/**
 * A Kysely handle on a node-postgres pool. `bigint` columns (epoch milliseconds, `count(*)`) come back as
 * numbers, as they do from SQLite; every value the API stores fits in 2^53.
 *
 * @example
 * const db = openPostgres("postgres://shop:secret@127.0.0.1:5432/shop");
 */
export function openPostgres(url: string): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  registerPool(db, pool);
  return db;
}
