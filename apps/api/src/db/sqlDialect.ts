import { type Kysely, PostgresAdapter, type RawBuilder, sql } from "kysely";

/**
 * Whether a Kysely handle speaks PostgreSQL (else SQLite): for the few fragments that differ.
 *
 * @example
 * isPostgres(database.db); // false on the embedded default
 */
export function isPostgres<TDatabase>(db: Kysely<TDatabase>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A subquery yielding a list of integer ids bound as one parameter (a JSON array), so a long list never
 * meets a bound-parameter limit: `json_each` on SQLite, `jsonb_array_elements_text` on PostgreSQL.
 *
 * @example
 * sql`p.id IN (${idListSubquery(db, [3, 5, 8])})`;
 */
export function idListSubquery<TDatabase>(
  db: Kysely<TDatabase>,
  ids: readonly number[],
): RawBuilder<unknown> {
  const json = JSON.stringify(ids);
  return isPostgres(db)
    ? sql`SELECT CAST(jsonb_array_elements_text(CAST(${json} AS jsonb)) AS bigint)`
    : sql`SELECT value FROM json_each(${json})`;
}
