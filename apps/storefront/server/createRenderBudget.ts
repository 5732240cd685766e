import { LRUCache } from "lru-cache";

/** A client's remaining renders and when they were last counted. */
interface Bucket {
  tokens: number;
  at: number;
}

/** The answer of {@link RenderBudget.take}. */
export type BudgetAnswer = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number };

/** A per-client budget of uncached renders. */
export interface RenderBudget {
  /** Counts one render for `client` at `now` (epoch ms); once it is `ok`, call `release` when it ends. */
  take(client: string, now: number): BudgetAnswer;
  /** Ends a render `take` admitted (frees the client's slot). */
  release(client: string): void;
}

/**
 * A token bucket per client address: `perMinute` renders a minute, bursts up to half of that, so one
 * visitor's flood cannot spend the API's capacity for everybody. Buckets live in an LRU of at most
 * `maxClients` addresses (bounded memory under a spoofed-address flood). `perMinute` 0 = unlimited.
 * Besides the rate, a client has at most `concurrent` renders at once (issue 31: a flood over many
 * connections of one address would otherwise hold the worker while other shoppers wait); past it the answer
 * is a 1 s wait. Six, a browser's connections to one host: a page load's route data and manifest requests
 * run in parallel (two at once answered the shop's own page loads with 429).
 *
 * @example
 * const budget = createRenderBudget({ perMinute: 120 });
 * budget.take("203.0.113.7", Date.now()); // { ok: true }
 */
export function createRenderBudget(options: {
  readonly perMinute: number;
  /** @default 50_000 */
  readonly maxClients?: number;
  /** Renders one client may have running at once. @default 6 */
  readonly concurrent?: number;
}): RenderBudget {
  if (options.perMinute <= 0) return { take: () => ({ ok: true }), release: () => {} };
  const concurrent = Math.max(1, options.concurrent ?? 6);
  const running = new Map<string, number>();
  const capacity = Math.max(1, Math.floor(options.perMinute / 2));
  const perMs = options.perMinute / 60_000;
  const buckets = new LRUCache<string, Bucket>({ max: options.maxClients ?? 50_000 });
  return {
    release(client) {
      const count = (running.get(client) ?? 1) - 1;
      if (count > 0) running.set(client, count);
      else running.delete(client);
    },
    take(client, now) {
      if ((running.get(client) ?? 0) >= concurrent) return { ok: false, retryAfterSeconds: 1 };
      const bucket = buckets.get(client) ?? { tokens: capacity, at: now };
      bucket.tokens = Math.min(capacity, bucket.tokens + (now - bucket.at) * perMs);
      bucket.at = now;
      buckets.set(client, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        running.set(client, (running.get(client) ?? 0) + 1);
        return { ok: true };
      }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
    },
  };
}
