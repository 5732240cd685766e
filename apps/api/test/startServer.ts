import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { loadConfig } from "../src/config.js";
import { staffDb } from "../src/db/staffSchema.js";
import { createServer } from "../src/server.js";
import { AUDITED_FIELDS, auditFieldNames } from "../src/staff/auditedFields.js";
import { fromSeedTemplate } from "./seedTemplate.js";
import { freshDatabaseEnv } from "./testDatabase.js";

/** The forwarding key test servers share with the "storefront" requests of a test (§7, issue 31). */
export const TEST_FORWARDING_KEY = "test-forwarding-key-0123456789abcdef";

/** The server env that makes it believe the test's forwarded client addresses (`FORWARDING_KEY`). */
export const FORWARDING_ENV: Readonly<Record<string, string>> = { FORWARDING_KEY: TEST_FORWARDING_KEY };

/**
 * The headers of a storefront server-side call made for the shopper at `ip`.
 *
 * @example
 * await api.get("/api/user/me", forwardedFor("198.51.100.7"));
 */
export function forwardedFor(ip: string): Record<string, string> {
  return { "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": ip };
}

/** The demo catalogue's size on test servers (and in the run's seeded template). */
export const TEST_CATALOGUE_SIZE = "600";

/** Parsed JSON of a test response (tests assert on arbitrary shapes). */
// biome-ignore lint/suspicious/noExplicitAny: response bodies are arbitrary JSON checked by expect()
export type Json = any;

/** A real API listening on an ephemeral port with a fresh temporary data folder. */
export interface RunningServer {
  readonly origin: string;
  readonly app: FastifyInstance;
  readonly dataDir: string;
  /** `{ DATABASE_URL }` of its PostgreSQL database, or `{}` (SQLite in `dataDir`): for processes sharing it. */
  readonly databaseEnv: Readonly<Record<string, string>>;
  /** What the server printed to the terminal outside its log (the first owner's one-time password). */
  readonly terminal: readonly string[];
  /** `fetch` relative to the origin. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** POSTs JSON and returns status and parsed body. */
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Json; headers: Headers }>;
  /** GETs and returns status and parsed body. */
  get(
    path: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Json; headers: Headers }>;
  stop(): Promise<void>;
}

/** The field names of the audit entries on a server's database that `AUDITED_FIELDS` does not list. */
async function unlistedAuditFields(app: FastifyInstance): Promise<string[]> {
  const known = new Set(AUDITED_FIELDS);
  const rows = await staffDb(app.context.database.db)
    .selectFrom("audit_log")
    .select(["action", "before_json", "after_json"])
    .execute()
    // a test that closed or dropped the server's database itself has nothing left to check
    .catch(() => []);
  const unlisted = new Set<string>();
  for (const row of rows) {
    for (const json of [row.before_json, row.after_json]) {
      for (const name of auditFieldNames(JSON.parse(json))) {
        if (!known.has(name)) unlisted.add(`${row.action}: ${name}`);
      }
    }
  }
  return [...unlisted].sort();
}

/**
 * Starts the server in-process (the same `createServer` as `main.ts`) for one test file, on a fresh database:
 * SQLite in the temp data folder, or a new database in the run's PostgreSQL cluster (`api-postgres`).
 */
export async function startServer(
  env: Record<string, string> = {},
  now?: () => number,
): Promise<RunningServer> {
  // a DATA_DIR given by the caller is another server's folder (a second process on its database): used, not
  // removed; else a fresh temp folder, removed by `stop`
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "outlet-api-"));
  // a DATABASE_URL or DATA_DIR given by the caller is a database to share (a second process); else a copy of
  // the run's seeded template when this server's seed would be the same, or a fresh database it seeds itself
  const database =
    env.DATABASE_URL || !ownDataDir
      ? {}
      : ((await fromSeedTemplate(dataDir, env, now)) ?? (await freshDatabaseEnv()));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    CATALOGUE_SIZE: TEST_CATALOGUE_SIZE,
    // a test asks for up to 200 full documents at once; on a loaded 2-core machine that may pass 1 s
    SEARCH_BUDGET_MS: "20000",
    ...database,
    ...env,
  });
  const terminal: string[] = [];
  const printToTerminal = (text: string): void => {
    terminal.push(text);
  };
  const app = await createServer(now ? { config, now, printToTerminal } : { config, printToTerminal });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  const request = (path: string, init?: RequestInit): Promise<Response> => fetch(`${origin}${path}`, init);
  const read = async (res: Response) => {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text === "" ? null : JSON.parse(text);
    } catch {
      // non-JSON (images)
    }
    return { status: res.status, body, headers: res.headers };
  };
  return {
    origin,
    app,
    dataDir,
    terminal,
    databaseEnv: config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {},
    request,
    post: async (path, body, headers = {}) =>
      read(
        await request(path, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(body),
        }),
      ),
    get: async (path, headers = {}) => read(await request(path, { headers })),
    async stop() {
      // every field the test's audited writes held has a name in the back office (src/staff/auditedFields.ts)
      const unnamed = await unlistedAuditFields(app);
      await app.close();
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      if (unnamed.length > 0)
        throw new Error(`audit entries hold fields not in AUDITED_FIELDS: ${unnamed.join(", ")}`);
    },
  };
}
