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

/** Fixed-window counters in memory (one process; fine for the reference backend). */
export interface RateLimiter {
  /** Counts one hit of `key` under `rule` at `now` (ms). */
  hit(rule: RateLimitRule, key: string, now: number): RateLimitResult;
  /** Reads without counting. */
  peek(rule: RateLimitRule, key: string, now: number): RateLimitResult;
  /** Forgets a key (e.g. after a successful login). */
  reset(rule: RateLimitRule, key: string): void;
}

/**
 * Creates an in-memory fixed-window rate limiter (Appendix A limits). `enabled: false` allows everything
 * (benchmarks).
 *
 * @example
 * const limiter = createRateLimiter();
 * limiter.hit({ name: "login-ip", limit: 20, windowMs: 900_000 }, ip, Date.now()).allowed;
 */
export function createRateLimiter(options: { enabled?: boolean } = {}): RateLimiter {
  const enabled = options.enabled ?? true;
  const buckets = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  const sweep = (now: number): void => {
    if (now - lastSweep < 60_000 || buckets.size < 10_000) return;
    lastSweep = now;
    for (const [key, bucket] of buckets) if (now - bucket.start > 3_600_000) buckets.delete(key);
  };
  const read = (rule: RateLimitRule, key: string, now: number, count: boolean): RateLimitResult => {
    if (!enabled) return { allowed: true, remaining: rule.limit, retryAfterS: 0 };
    sweep(now);
    const id = `${rule.name}\u0000${key}`;
    let bucket = buckets.get(id);
    if (!bucket || now - bucket.start >= rule.windowMs) {
      bucket = { start: now, count: 0 };
      if (count) buckets.set(id, bucket);
    }
    const retryAfterS = Math.max(1, Math.ceil((bucket.start + rule.windowMs - now) / 1000));
    if (bucket.count >= rule.limit) return { allowed: false, remaining: 0, retryAfterS };
    if (count) bucket.count += 1;
    return { allowed: true, remaining: rule.limit - bucket.count, retryAfterS: 0 };
  };
  return {
    hit: (rule, key, now) => read(rule, key, now, true),
    peek: (rule, key, now) => read(rule, key, now, false),
    reset(rule, key) {
      buckets.delete(`${rule.name}\u0000${key}`);
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
