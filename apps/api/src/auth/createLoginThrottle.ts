import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { sha256Hex } from "./secrets.js";

/** Appendix A: 5 failed logins per account per 15 min, then a lock-out that doubles up to 1 h. */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_LOCK_MS = 60 * 60_000;
/** An account's row is kept this long after its last failure and lock-out (so lock-outs keep doubling). */
const FORGET_AFTER_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60_000;

/** Failed-login counter per account (keyed by the lower-case e-mail, so it holds whatever the IP). */
export interface LoginThrottle {
  /** Seconds until the account may try again, or 0. */
  lockedFor(account: string, now: number): Promise<number>;
  /** Records a failure; returns the lock (seconds) it started, or 0. */
  fail(account: string, now: number): Promise<number>;
  /** Forgets the failures after a successful login. */
  succeed(account: string): Promise<void>;
}

/** `CASE` over `login_throttle.level`: the lock of the next lock-out, 15 min × 2^level capped at 1 h. */
function lockMsOfLevel(): RawBuilder<number> {
  const steps: RawBuilder<unknown>[] = [];
  for (let level = 0; LOGIN_FAILURE_WINDOW_MS * 2 ** level < LOGIN_MAX_LOCK_MS; level++)
    steps.push(
      sql`WHEN login_throttle.level = ${sql.lit(level)} THEN ${sql.lit(LOGIN_FAILURE_WINDOW_MS * 2 ** level)}`,
    );
  return sql<number>`CASE ${sql.join(steps, sql` `)} ELSE ${sql.lit(LOGIN_MAX_LOCK_MS)} END`;
}

/**
 * Creates the per-account login throttle of S9 on the `login_throttle` table, shared by every API process
 * (issue 13): failures count against the account even when the IP or the process changes. The 5th failure
 * inside a 15-minute window (fixed, from the window's first failure) locks the account for 15 minutes, and
 * each further lock-out doubles the time, capped at 1 hour. Each failure is one atomic upsert, so failures
 * racing through several processes add up to exactly one lock-out.
 *
 * @example
 * const throttle = createLoginThrottle(database.db);
 * for (let i = 0; i < 5; i++) await throttle.fail("anna@example.pl", t);
 * await throttle.lockedFor("anna@example.pl", t); // 900
 */
export function createLoginThrottle(db: Kysely<Database>): LoginThrottle {
  let lastPrune = Number.NEGATIVE_INFINITY;
  const prune = async (now: number): Promise<void> => {
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    await db
      .deleteFrom("login_throttle")
      .where("window_start", "<=", now - FORGET_AFTER_MS)
      .where("locked_until", "<=", now - FORGET_AFTER_MS)
      .execute();
  };
  return {
    async lockedFor(account, now) {
      const row = await db
        .selectFrom("login_throttle")
        .select("locked_until")
        .where("account", "=", sha256Hex(account))
        .executeTakeFirst();
      const until = Number(row?.locked_until ?? 0);
      return until > now ? Math.max(1, Math.ceil((until - now) / 1000)) : 0;
    },
    async fail(account, now) {
      await prune(now);
      const ended = sql`login_throttle.window_start <= ${now - LOGIN_FAILURE_WINDOW_MS}`;
      const failures = sql`(CASE WHEN ${ended} THEN 1 ELSE login_throttle.failures + 1 END)`;
      const locks = sql`${failures} >= ${sql.lit(LOGIN_FAILURES_PER_ACCOUNT)}`;
      const row = await db
        .insertInto("login_throttle")
        .values({ account: sha256Hex(account), failures: 1, window_start: now, locked_until: 0, level: 0 })
        .onConflict((oc) =>
          oc.column("account").doUpdateSet({
            failures: sql<number>`CASE WHEN ${locks} THEN 0 ELSE ${failures} END`,
            window_start: sql<number>`CASE WHEN ${ended} THEN CAST(${now} AS bigint)
              ELSE login_throttle.window_start END`,
            locked_until: sql<number>`CASE WHEN ${locks} THEN CAST(${now} AS bigint) + ${lockMsOfLevel()}
              ELSE login_throttle.locked_until END`,
            level: sql<number>`CASE WHEN ${locks} THEN login_throttle.level + 1 ELSE login_throttle.level END`,
          }),
        )
        .returning(["failures", "locked_until"])
        .executeTakeFirstOrThrow();
      // failures is 0 only right after this failure started a lock-out
      if (Number(row.failures) !== 0) return 0;
      return Math.ceil((Number(row.locked_until) - now) / 1000);
    },
    async succeed(account) {
      await db.deleteFrom("login_throttle").where("account", "=", sha256Hex(account)).execute();
    },
  };
}
