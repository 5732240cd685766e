/** Appendix A: 5 failed logins per account per 15 min, then a lock-out that doubles up to 1 h. */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_LOCK_MS = 60 * 60_000;

/** Failed-login counter per account (keyed by the lower-case e-mail, so it holds whatever the IP). */
export interface LoginThrottle {
  /** Seconds until the account may try again, or 0. */
  lockedFor(account: string, now: number): number;
  /** Records a failure; returns the lock (seconds) it started, or 0. */
  fail(account: string, now: number): number;
  /** Forgets the failures after a successful login. */
  succeed(account: string): void;
}

interface AccountState {
  failures: number[];
  lockedUntil: number;
  level: number;
}

/**
 * Creates the per-account login throttle of S9: failures count against the account even when the IP
 * changes. After the 5th failure within 15 minutes the account is locked for 15 minutes, and each further
 * lock-out doubles the time, capped at 1 hour. Pure over the injected `now`.
 *
 * @example
 * const throttle = createLoginThrottle();
 * for (let i = 0; i < 5; i++) throttle.fail("anna@example.pl", t);
 * throttle.lockedFor("anna@example.pl", t); // 900
 */
export function createLoginThrottle(): LoginThrottle {
  const accounts = new Map<string, AccountState>();
  return {
    lockedFor(account, now) {
      const state = accounts.get(account);
      if (!state || state.lockedUntil <= now) return 0;
      return Math.max(1, Math.ceil((state.lockedUntil - now) / 1000));
    },
    fail(account, now) {
      const state = accounts.get(account) ?? { failures: [], lockedUntil: 0, level: 0 };
      state.failures = state.failures.filter((t) => now - t < LOGIN_FAILURE_WINDOW_MS);
      state.failures.push(now);
      accounts.set(account, state);
      if (accounts.size > 100_000) {
        for (const [key, s] of accounts)
          if (s.lockedUntil < now && s.failures.length === 0) accounts.delete(key);
      }
      if (state.failures.length < LOGIN_FAILURES_PER_ACCOUNT) return 0;
      const lockMs = Math.min(LOGIN_FAILURE_WINDOW_MS * 2 ** state.level, LOGIN_MAX_LOCK_MS);
      state.level += 1;
      state.failures = [];
      state.lockedUntil = now + lockMs;
      return Math.ceil(lockMs / 1000);
    },
    succeed(account) {
      accounts.delete(account);
    },
  };
}
