import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { sha256Hex } from "./secrets.js";

/** Failures of one account from one address that cost nothing (typos). */
export const LOGIN_FREE_FAILURES = 4;
/** The wait after the first failure past the free ones; each further failure doubles it. */
export const LOGIN_FIRST_DELAY_MS = 30_000;
/** The longest wait between two attempts of one account from one address. */
export const LOGIN_MAX_DELAY_MS = 15 * 60_000;
/** Failures are forgotten this long after the last one. */
export const LOGIN_FORGET_AFTER_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60_000;

/**
 * The wait (ms) after the `failures`-th consecutive failure of one account from one address: none for the
 * first {@link LOGIN_FREE_FAILURES}, then 30 s doubling up to 15 min. Pure.
 *
 * @example
 * loginDelayMs(4); // 0
 * loginDelayMs(5); // 30_000
 * loginDelayMs(7); // 120_000
 */
export function loginDelayMs(failures: number): number {
  const past = failures - LOGIN_FREE_FAILURES;
  if (past <= 0) return 0;
  return Math.min(LOGIN_MAX_DELAY_MS, LOGIN_FIRST_DELAY_MS * 2 ** Math.min(past - 1, 30));
}

/** `CASE` over a failure count: {@link loginDelayMs} in SQL. */
function delayOfFailures(failures: RawBuilder<number>): RawBuilder<number> {
  const steps: RawBuilder<unknown>[] = [];
  for (let n = 1; loginDelayMs(n) < LOGIN_MAX_DELAY_MS; n++)
    steps.push(sql`WHEN ${failures} = ${sql.lit(n)} THEN ${sql.lit(loginDelayMs(n))}`);
  return sql<number>`CASE ${sql.join(steps, sql` `)} ELSE ${sql.lit(LOGIN_MAX_DELAY_MS)} END`;
}

/**
 * Failed-login slow-down per account *and* address (after-sales-and-law.md §7, replacing Appendix A's
 * lock-out): a stranger's failures from another address never delay the owner. `address` is the client
 * address (shopper log-in) or whatever else tells two sources apart; callers that give none share one
 * slow-down per account. Call shape of the former lock-out, extended with the optional `address`.
 */
export interface LoginThrottle {
  /** Seconds until `account` may try again from `address`, or 0. */
  lockedFor(account: string, now: number, address?: string): Promise<number>;
  /** Records a failure; returns the wait (seconds) it started, or 0. */
  fail(account: string, now: number, address?: string): Promise<number>;
  /**
   * Forgets the failures after a successful log-in from `address` (that address's only), or — with no
   * address, after a password reset the owner proved by mail — every address's.
   */
  succeed(account: string, address?: string): Promise<void>;
}

/**
 * Creates the log-in slow-down on the `login_slowdown` table, shared by every API process (issue 13): each
 * failure is one atomic upsert keyed by the SHA-256 of the account (lower-case e-mail) and of the address,
 * so failures racing through several processes all count. After 4 free failures each one makes the next
 * attempt wait (30 s, doubling to 15 min, see {@link loginDelayMs}); an attempt inside the wait is refused
 * without checking the password. A captcha-free slow-down: the owner, from their own address, is never
 * locked out by someone else's failures (issue 31).
 *
 * @example
 * const throttle = createLoginThrottle(database.db);
 * for (let i = 0; i < 5; i++) await throttle.fail("anna@example.pl", t, "203.0.113.7");
 * await throttle.lockedFor("anna@example.pl", t, "203.0.113.7"); // 30
 * await throttle.lockedFor("anna@example.pl", t, "198.51.100.1"); // 0
 */
export function createLoginThrottle(db: Kysely<Database>): LoginThrottle {
  let lastPrune = Number.NEGATIVE_INFINITY;
  const prune = async (now: number): Promise<void> => {
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    await db
      .deleteFrom("login_slowdown")
      .where("last_failure_at", "<=", now - LOGIN_FORGET_AFTER_MS)
      .execute();
  };
  const keys = (account: string, address: string | undefined) => ({
    account: sha256Hex(account),
    address: sha256Hex(address ?? ""),
  });
  return {
    async lockedFor(account, now, address) {
      const key = keys(account, address);
      const row = await db
        .selectFrom("login_slowdown")
        .select("wait_until")
        .where("account", "=", key.account)
        .where("address", "=", key.address)
        .executeTakeFirst();
      const until = Number(row?.wait_until ?? 0);
      return until > now ? Math.max(1, Math.ceil((until - now) / 1000)) : 0;
    },
    async fail(account, now, address) {
      await prune(now);
      const key = keys(account, address);
      const forgotten = sql`login_slowdown.last_failure_at <= ${now - LOGIN_FORGET_AFTER_MS}`;
      const failures = sql<number>`(CASE WHEN ${forgotten} THEN 1 ELSE login_slowdown.failures + 1 END)`;
      // the wait is written in the same upsert, so racing failures (several processes) each get theirs; a
      // free failure sets no wait at all (not "until now"), so a process whose clock runs a little behind
      // the one that recorded it never refuses the next attempt
      const delay = delayOfFailures(failures);
      const firstDelay = loginDelayMs(1);
      const row = await db
        .insertInto("login_slowdown")
        .values({
          ...key,
          failures: 1,
          last_failure_at: now,
          wait_until: firstDelay === 0 ? 0 : now + firstDelay,
        })
        .onConflict((oc) =>
          oc.columns(["account", "address"]).doUpdateSet({
            failures,
            last_failure_at: sql<number>`CAST(${now} AS bigint)`,
            wait_until: sql<number>`(CASE WHEN ${delay} = 0 THEN 0 ELSE CAST(${now} AS bigint) + ${delay} END)`,
          }),
        )
        .returning(["failures"])
        .executeTakeFirstOrThrow();
      return Math.ceil(loginDelayMs(Number(row.failures)) / 1000);
    },
    async succeed(account, address) {
      const key = keys(account, address);
      let query = db.deleteFrom("login_slowdown").where("account", "=", key.account);
      if (address !== undefined) query = query.where("address", "=", key.address);
      await query.execute();
    },
  };
}
