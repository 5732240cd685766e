import { inject } from "vitest";
import { createTestDatabase } from "./postgres/startPostgresCluster.js";

/**
 * The engine this vitest project runs the API on: `postgres` in the `api-postgres` project (its global
 * setup provides a cluster), otherwise `sqlite`.
 */
export function testDialect(): "sqlite" | "postgres" {
  return inject("postgresAdminUrl") ? "postgres" : "sqlite";
}

/**
 * Environment that puts a test server on a fresh database: `{ DATABASE_URL }` of a new database in the
 * run's PostgreSQL cluster, or `{}` (the SQLite file in the server's data folder). Pass the same object to
 * a restarted server to reopen the same database.
 *
 * @example
 * const env = await freshDatabaseEnv();
 * const app = await createServer({ config: loadConfig({ DATA_DIR: dir, ...env }) });
 */
export async function freshDatabaseEnv(): Promise<Record<string, string>> {
  const adminUrl = inject("postgresAdminUrl");
  return adminUrl ? { DATABASE_URL: await createTestDatabase(adminUrl) } : {};
}
