// Counters every API process shares (issue 13): rate limits and login lock-outs live in the database, so
// failures sent through several processes add up. Keys are stored as SHA-256 hex (no e-mail at rest).

/** One fixed-window counter of a rate-limit rule for one key (src/http/createRateLimiter.ts). */
export interface RateLimitCounterTable {
  /** The rule's name (e.g. `login-ip`). */
  name: string;
  /** SHA-256 hex of the counted key (IP, e-mail, cart id …). */
  key: string;
  /** Hits in the current window; stops one above the limit. */
  hits: number;
  /** Epoch ms at which the window ends (the row is then stale and pruned). */
  reset_at: number;
}

/** Failed logins of one account and its lock-out (src/auth/createLoginThrottle.ts). */
export interface LoginThrottleTable {
  /** SHA-256 hex of the lower-case e-mail. */
  account: string;
  /** Failures in the window starting at `window_start`; 0 after a lock-out began. */
  failures: number;
  window_start: number;
  /** Epoch ms until which the account is locked (0: never). */
  locked_until: number;
  /** Lock-outs so far: the next one lasts 15 min × 2^level, at most 1 h. */
  level: number;
}

/** The shared counter tables, part of the core {@link Database}. */
export interface CounterTables {
  rate_limit_counter: RateLimitCounterTable;
  login_throttle: LoginThrottleTable;
}
