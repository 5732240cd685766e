import { type Kysely, sql } from "kysely";
import { sha256Hex } from "../auth/secrets.js";
import type { Database } from "../db/schema.js";
import { withoutCommitSync } from "../db/withoutCommitSync.js";

/** One limit: at most `limit` hits per `windowMs` for the same key. */
export interface RateLimitRule {
  /** Bucket name; rules with the same name share counters (e.g. all catalogue reads). */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

/** Outcome of a hit. `retryAfterS` is set when the hit was refused. */
export interface RateLimitResult {
  readonly allowed: boolean;
  readonly remaining: number;
  readonly retryAfterS: number;
}

/** Fixed-window counters in the database, shared by every API process on it (issue 13). */
export interface RateLimiter {
  /** Counts one hit of `key` under `rule` at `now` (ms). */
  hit(rule: RateLimitRule, key: string, now: number): Promise<RateLimitResult>;
  /** Reads without counting. */
  peek(rule: RateLimitRule, key: string, now: number): Promise<RateLimitResult>;
  /** Forgets a key (e.g. after a successful login). */
  reset(rule: RateLimitRule, key: string): Promise<void>;
}

/** Stale counters are deleted at most this often per process. */
const PRUNE_EVERY_MS = 60_000;

const secondsUntil = (at: number, now: number): number => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * Creates the fixed-window rate limiter (Appendix A limits) on the `rate_limit_counter` table: one atomic
 * upsert per hit (a new window when the old one ended, else one more hit, stopping one above the limit), so
 * hits sent through several API processes add up. On SQLite the upsert commits without an fsync. Keys are stored hashed; counters whose window ended are
 * pruned at most once a minute. `enabled: false` allows everything without touching the database
 * (benchmarks).
 *
 * @example
 * const limiter = createRateLimiter({ db: database.db });
 * (await limiter.hit({ name: "login-ip", limit: 20, windowMs: 900_000 }, ip, Date.now())).allowed;
 */
export function createRateLimiter(options: { db: Kysely<Database>; enabled?: boolean }): RateLimiter {
  const { db } = options;
  const enabled = options.enabled ?? true;
  let lastPrune = Number.NEGATIVE_INFINITY;
  const prune = async (now: number): Promise<void> => {
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    await db.deleteFrom("rate_limit_counter").where("reset_at", "<=", now).execute();
  };
  const allowAll = (rule: RateLimitRule): RateLimitResult => ({
    allowed: true,
    remaining: rule.limit,
    retryAfterS: 0,
  });
  return {
    async hit(rule, key, now) {
      if (!enabled) return allowAll(rule);
      await prune(now);
      const ended = sql<boolean>`rate_limit_counter.reset_at <= ${now}`;
      const upsert = (conn: Kysely<Database>) =>
        conn
          .insertInto("rate_limit_counter")
          .values({ name: rule.name, key: sha256Hex(key), hits: 1, reset_at: now + rule.windowMs })
          .onConflict((oc) =>
            oc.columns(["name", "key"]).doUpdateSet({
              hits: sql<number>`CASE WHEN ${ended} THEN 1 WHEN rate_limit_counter.hits > ${rule.limit}
              THEN rate_limit_counter.hits ELSE rate_limit_counter.hits + 1 END`,
              reset_at: sql<number>`CASE WHEN ${ended} THEN CAST(${now + rule.windowMs} AS bigint)
              ELSE rate_limit_counter.reset_at END`,
            }),
          )
          .returning(["hits", "reset_at"])
          .executeTakeFirstOrThrow();
      // a counter need not survive a power loss: no fsync per hit on SQLite
      const row = await withoutCommitSync(db, upsert);
      const hits = Number(row.hits);
      if (hits > rule.limit)
        return { allowed: false, remaining: 0, retryAfterS: secondsUntil(Number(row.reset_at), now) };
      return { allowed: true, remaining: rule.limit - hits, retryAfterS: 0 };
    },
    async peek(rule, key, now) {
      if (!enabled) return allowAll(rule);
      const row = await db
        .selectFrom("rate_limit_counter")
        .select(["hits", "reset_at"])
        .where("name", "=", rule.name)
        .where("key", "=", sha256Hex(key))
        .where("reset_at", ">", now)
        .executeTakeFirst();
      const hits = Number(row?.hits ?? 0);
      if (row && hits >= rule.limit)
        return { allowed: false, remaining: 0, retryAfterS: secondsUntil(Number(row.reset_at), now) };
      return { allowed: true, remaining: rule.limit - hits, retryAfterS: 0 };
    },
    async reset(rule, key) {
      if (!enabled) return;
      await db
        .deleteFrom("rate_limit_counter")
        .where("name", "=", rule.name)
        .where("key", "=", sha256Hex(key))
        .execute();
    },
  };
}

/** Appendix A limits used by the catalogue and content endpoints. */
export const RATE_LIMITS = {
  /** Search, URL map, content, stock, render-list: 600 per IP per minute. */
  catalog: { name: "catalog", limit: 600, windowMs: 60_000 },
  /**
   * Generated images: not in Appendix A (a listing page alone loads 50), so a generous bucket of their own
   * that only stops scripted rendering floods.
   */
  media: { name: "media", limit: 3000, windowMs: 60_000 },
  /** Start-page and conversion events: 120 per IP per minute. */
  analytics: { name: "analytics", limit: 120, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>;
