import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/openDatabase.js";
import { seedDatabase } from "../src/seed/seedDatabase.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's seeded template (see {@link SeedTemplate}); absent when the project builds none. */
    seedTemplate: SeedTemplate | undefined;
  }
}

/**
 * A database migrated and seeded once for the whole test run, which every test server whose seed would be
 * the same starts from: its data folder (`secrets.json`, and `outlet.sqlite` on SQLite) and, on PostgreSQL,
 * the template database. Seeding the demo catalogue is most of a test server's start (7–18 s on the loaded
 * 2-core machine, 113 starts in a run).
 */
export interface SeedTemplate {
  readonly dataDir: string;
  /** The UTC day (ms since the epoch / 86 400 000, floored) the catalogue's dates are relative to. */
  readonly day: number;
  /** Name of the template database on PostgreSQL, `null` on SQLite. */
  readonly databaseName: string | null;
}

const DAY_MS = 86_400_000;
/** Env keys that change what the seed writes: a server given one of them seeds its own catalogue. */
const SEED_KEYS = ["SEED", "CATALOGUE_SIZE", "APP_SECRET", "DATA_DIR", "DATABASE_URL"] as const;

/**
 * Builds the run's template in a global setup: migrates and seeds a database exactly as a test server's
 * first start would (same size and seed as `startServer`), then closes it.
 */
export async function buildSeedTemplate(
  catalogueSize: string,
  postgresAdminUrl: string | undefined,
): Promise<{ template: SeedTemplate; remove(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), "outlet-api-template-"));
  const databaseName = postgresAdminUrl ? `template_${process.pid}_${Date.now()}` : null;
  let databaseUrl: string | undefined;
  if (postgresAdminUrl && databaseName) {
    await adminQuery(postgresAdminUrl, `CREATE DATABASE ${databaseName}`);
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const now = Date.now();
  const config = loadConfig({
    DATA_DIR: dataDir,
    CATALOGUE_SIZE: catalogueSize,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({ dataDir, databaseUrl: config.databaseUrl });
  try {
    await seedDatabase(database, {
      seed: config.seed,
      size: config.catalogueSize,
      now,
      appSecret: config.appSecret,
    });
  } finally {
    await database.close();
  }
  return {
    template: { dataDir, day: Math.floor(now / DAY_MS), databaseName },
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      if (postgresAdminUrl && databaseName)
        await adminQuery(postgresAdminUrl, `DROP DATABASE IF EXISTS ${databaseName}`);
    },
  };
}

/**
 * Starts a test server's data folder (and database) from the run's template when its seed would be the same
 * as the template's: no seed-changing env key, and a clock on the template's day. Returns the env to start
 * with (`{ DATABASE_URL }` of the copy on PostgreSQL), or `null` when the server must seed its own.
 *
 * @example
 * const database = (await fromSeedTemplate(dataDir, env, now)) ?? (await freshDatabaseEnv());
 */
export async function fromSeedTemplate(
  dataDir: string,
  env: Readonly<Record<string, string>>,
  now: (() => number) | undefined,
): Promise<Record<string, string> | null> {
  const template = inject("seedTemplate");
  if (template === undefined) return null;
  if (SEED_KEYS.some((key) => key in env)) return null;
  if (Math.floor((now ?? Date.now)() / DAY_MS) !== template.day) return null;
  copyFileSync(join(template.dataDir, "secrets.json"), join(dataDir, "secrets.json"));
  const adminUrl = inject("postgresAdminUrl");
  if (template.databaseName === null) {
    const file = join(template.dataDir, "outlet.sqlite");
    if (!existsSync(file)) return null;
    copyFileSync(file, join(dataDir, "outlet.sqlite"));
    return {};
  }
  if (!adminUrl) return null;
  const name = `t_${process.pid}_${Math.random().toString(16).slice(2, 12)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
