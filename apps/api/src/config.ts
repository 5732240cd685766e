import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { formRules } from "@outlet/checkout";
import { deriveKey } from "./auth/secrets.js";

/** Log levels understood by the logger (pino). */
export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

/** The API's runtime configuration, read once at start from the environment. */
export interface Config {
  /** TCP port. `0` picks a free port. @default 8080 */
  readonly port: number;
  /** Interface to bind. @default "127.0.0.1" */
  readonly host: string;
  /** Folder for the SQLite database, generated secrets and the mail outbox. @default "apps/api/data" */
  readonly dataDir: string;
  /** `DATABASE_URL`: `postgres://…` for PostgreSQL; unset or `sqlite:` for `<dataDir>/outlet.sqlite`. */
  readonly databaseUrl: string | null;
  /** Exact-match list of allowed browser origins (S11). */
  readonly corsOrigins: readonly string[];
  /** Master secret (S12): from `APP_SECRET`, or generated into `<dataDir>/secrets.json`. */
  readonly appSecret: string;
  /** @default "info" */
  readonly logLevel: LogLevel;
  /**
   * `FORWARDING_KEY`: the key the storefront's server (or a proxy configured with it) sends in
   * `X-Forwarding-Key`; only requests carrying it have their `X-Forwarded-For` / `X-Forwarded-Proto`
   * believed (after-sales-and-law.md §7, replacing `TRUST_PROXY`). `null`: nobody is believed.
   * @default null
   */
  readonly forwardingKey: string | null;
  /** Public storefront origin used in sitemaps, feeds and allowed redirect targets. */
  readonly storefrontUrl: string;
  /** Public origin of this API, for absolute image links in feeds (`API_PUBLIC_URL`). @default "http://localhost:8080" */
  readonly publicApiUrl: string;
  /** Store code (§1.1). @default "pl" */
  readonly storeCode: string;
  /** Store id (§1.1). @default 1 */
  readonly storeId: number;
  /** Search index name (§1.1). @default "catalog" */
  readonly searchIndex: string;
  /**
   * How long one catalogue search may take before it answers 503 (behaviour.md §8.8, `SEARCH_BUDGET_MS`).
   * The test servers raise it so a heavily loaded test machine is not mistaken for a slow catalogue.
   * @default 1000
   */
  readonly searchBudgetMs: number;
  /**
   * Disk budget of the generated images (`MEDIA_CACHE_MAX_MB`, issue 31): past it the oldest are deleted.
   * @default 268435456 (256 MB)
   */
  readonly mediaCacheMaxBytes: number;
  /** Seed of the demo catalogue generator. @default 20240501 */
  readonly seed: number;
  /** Number of configurable products the generator makes (`CATALOGUE_SIZE`). @default 600 */
  readonly catalogueSize: number;
  /** Disable rate limits (benchmarks only: `RATE_LIMITS=off`). @default true */
  readonly rateLimits: boolean;
  /**
   * The first back-office owner (`ADMIN_EMAIL`, lower-cased, and `ADMIN_PASSWORD`): used only while no owner
   * has a password of their own; without them the first start prints a one-time password. Never logged.
   */
  readonly firstOwner: { readonly email: string | null; readonly password: string | null };
  /**
   * `BLIK_CONFIRM_MS`: how long the BLIK stand-in's bank app takes to confirm a pending payment, after
   * which the stand-in notifies the shop (the browser journeys use 0: confirmed at once). @default 2000
   */
  readonly blikConfirmMs: number;
  /**
   * `PAYMENT_NOTIFY_SECRET`: the key the payment gateway signs its notifications with (HMAC-SHA256 of the
   * body, `POST /api/ext/payment/notify`); at least 32 characters. Unset: derived from the master secret
   * (the stand-in gateway, in this process, signs with the same). Never logged.
   */
  readonly paymentNotifySecret: string;
  /**
   * `STANDIN_NOTIFY=off`: the stand-in gateway does not notify the shop (a lost notification, for tests and
   * for trying the fallback). @default true
   */
  readonly standInNotifies: boolean;
  /**
   * `PAYMENT_SWEEP_MS`: how often the fallback asks the gateway about payments still awaited (at most one
   * pass per interval across every API process on the database); `0` turns it off. @default 60000
   */
  readonly paymentSweepMs: number;
}

/** The folder of this app (`apps/api`), whether running from `src/` or `dist/`. */
export const APP_DIR: string = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const LOG_LEVELS: readonly LogLevel[] = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/** Thrown when the environment holds an unusable value; the message names the variable. */
export class ConfigError extends Error {
  override readonly name = "ConfigError" as const;
}

function intVar(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}`);
  return value;
}

function listVar(env: NodeJS.ProcessEnv, name: string, fallback: string): string[] {
  return (env[name] ?? fallback)
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

function forwardingKeyVar(env: NodeJS.ProcessEnv): string | null {
  const raw = env.FORWARDING_KEY;
  if (raw === undefined || raw === "") return null;
  if (raw.length < 24 || !/^[\x21-\x7e]+$/.test(raw))
    throw new ConfigError("FORWARDING_KEY must be at least 24 printable ASCII characters");
  return raw;
}

/** `PAYMENT_NOTIFY_SECRET`, or `""` when unset (the caller derives one from the master secret). */
function paymentNotifySecretVar(env: NodeJS.ProcessEnv): string {
  const raw = env.PAYMENT_NOTIFY_SECRET;
  if (raw === undefined || raw === "") return "";
  if (raw.length < 32) throw new ConfigError("PAYMENT_NOTIFY_SECRET must be at least 32 characters");
  return raw;
}

/**
 * Reads `APP_SECRET`, or the secret stored in `<dataDir>/secrets.json`, generating 256 random bits with
 * mode 0600 on first start (S12). Never logged.
 */
export function loadAppSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const fromEnv = env.APP_SECRET;
  if (fromEnv !== undefined && fromEnv !== "") {
    if (fromEnv.length < 32) throw new ConfigError("APP_SECRET must be at least 32 characters");
    return fromEnv;
  }
  const file = join(dataDir, "secrets.json");
  if (existsSync(file)) {
    const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (
      typeof parsed === "object" &&
      parsed !== null &&
      "APP_SECRET" in parsed &&
      typeof parsed.APP_SECRET === "string" &&
      parsed.APP_SECRET.length >= 32
    ) {
      return parsed.APP_SECRET;
    }
    throw new ConfigError(`${file} is unreadable; delete it to generate a new secret`);
  }
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${JSON.stringify({ APP_SECRET: secret }, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * Builds the configuration from environment variables, creating the data folder when missing.
 *
 * @example
 * const config = loadConfig({ ...process.env, PORT: "0", DATA_DIR: "/tmp/outlet" });
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const rawDir = env.DATA_DIR;
  const dataDir =
    rawDir === undefined || rawDir === ""
      ? join(APP_DIR, "data")
      : isAbsolute(rawDir)
        ? rawDir
        : resolve(rawDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // issue 31: an existing folder keeps its mode on mkdir; the data (database, outbox, secrets) is the
  // owner's alone
  chmodSync(dataDir, 0o700);
  const logLevel = (env.LOG_LEVEL ?? "info") as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}`);
  const databaseUrl = env.DATABASE_URL && env.DATABASE_URL !== "" ? env.DATABASE_URL : null;
  if (databaseUrl !== null && !/^(sqlite:|postgres(ql)?:\/\/)/.test(databaseUrl)) {
    throw new ConfigError(
      "DATABASE_URL must be postgres://user:password@host:port/database, or unset (or sqlite:) for the SQLite file in DATA_DIR",
    );
  }
  const corsOrigins = listVar(env, "CORS_ORIGINS", "http://localhost:3000,http://127.0.0.1:3000");
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s*]+$/.test(origin)) {
      throw new ConfigError(`CORS_ORIGINS: "${origin}" is not an exact origin (scheme://host[:port])`);
    }
  }
  const adminEmail = env.ADMIN_EMAIL?.trim().toLowerCase() || null;
  const adminPassword = env.ADMIN_PASSWORD || null;
  if (adminPassword !== null && adminEmail === null)
    throw new ConfigError("ADMIN_PASSWORD needs ADMIN_EMAIL (the first owner's e-mail)");
  if (adminEmail !== null && !formRules.isEmailAddress(adminEmail))
    throw new ConfigError("ADMIN_EMAIL must be an e-mail address");
  const appSecret = loadAppSecret(env, dataDir);
  return {
    port: intVar(env, "PORT", 8080, 0, 65535),
    host: env.HOST && env.HOST !== "" ? env.HOST : "127.0.0.1",
    dataDir,
    databaseUrl,
    corsOrigins,
    appSecret,
    logLevel,
    // §7 (issue 31): an address is believed only from whoever holds the storefront's key, never from the
    // socket's address (every local process shares loopback)
    forwardingKey: forwardingKeyVar(env),
    storefrontUrl: (env.STOREFRONT_URL ?? corsOrigins[0] ?? "http://localhost:3000").replace(/\/$/, ""),
    publicApiUrl: (
      env.API_PUBLIC_URL ?? `http://localhost:${env.PORT && env.PORT !== "0" ? env.PORT : "8080"}`
    ).replace(/\/$/, ""),
    storeCode: "pl",
    storeId: 1,
    searchIndex: "catalog",
    searchBudgetMs: intVar(env, "SEARCH_BUDGET_MS", 1000, 50, 120_000),
    mediaCacheMaxBytes: intVar(env, "MEDIA_CACHE_MAX_MB", 256, 1, 1_000_000) * 1024 * 1024,
    seed: intVar(env, "SEED", 20240501, 0, 2 ** 31 - 1),
    catalogueSize: intVar(env, "CATALOGUE_SIZE", 600, 1, 200_000),
    rateLimits: env.RATE_LIMITS !== "off",
    firstOwner: { email: adminEmail, password: adminPassword },
    blikConfirmMs: intVar(env, "BLIK_CONFIRM_MS", 2000, 0, 600_000),
    paymentNotifySecret:
      paymentNotifySecretVar(env) || deriveKey(appSecret, "payment-notify").toString("base64url"),
    standInNotifies: env.STANDIN_NOTIFY !== "off",
    paymentSweepMs: intVar(env, "PAYMENT_SWEEP_MS", 60_000, 0, 86_400_000),
  };
}
