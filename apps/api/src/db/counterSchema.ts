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

/** Failed log-ins of one account from one address and the wait they started (src/auth/createLoginThrottle.ts). */
export interface LoginSlowdownTable {
  /** SHA-256 hex of the lower-case e-mail. */
  account: string;
  /** SHA-256 hex of the client address. */
  address: string;
  /** Consecutive failures (forgotten 24 h after the last). */
  failures: number;
  last_failure_at: number;
  /** Epoch ms before which the next attempt is refused (0: none). */
  wait_until: number;
}

/** The shared counter tables, part of the core {@link Database}. */
export interface CounterTables {
  rate_limit_counter: RateLimitCounterTable;
  login_slowdown: LoginSlowdownTable;
}
