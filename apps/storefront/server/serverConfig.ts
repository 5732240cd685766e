import { availableParallelism } from "node:os";

/** Settings of the storefront's production server, read from the environment (README "Production server"). */
export interface ShopServerConfig {
  /** `PORT` @default 3000 */
  readonly port: number;
  /** `HOST` @default "0.0.0.0" */
  readonly host: string;
  /** `WEB_CONCURRENCY`: worker processes; 1 serves from the primary process. @default available cores */
  readonly workers: number;
  /**
   * `TRUST_PROXY`: the addresses (comma-separated) of reverse proxies whose `X-Forwarded-For` is believed.
   * Empty: the socket's address is the client, whatever the header says. @default ""
   */
  readonly trustProxy: string;
  /** `REDIS_URL`: a shared output cache for several processes; unset keeps it in memory. */
  readonly redisUrl: string | null;
  /** `CACHE_MAX_MB`: byte budget of the in-memory output cache (compressed bodies). @default 128 */
  readonly cacheMaxBytes: number;
  /** `CACHE_TTL_S`: how long a stored page is fresh (tag invalidation drops it sooner). @default 3600 */
  readonly cacheTtlSeconds: number;
  /** `CACHE_STALE_IF_ERROR_S`: how long after that a stored page still stands in for a failed render. @default 86400 */
  readonly staleIfErrorSeconds: number;
  /** `CACHE_DISABLED=1` turns the output cache off (benchmarks of the render itself). */
  readonly cacheEnabled: boolean;
  /** `CACHE_INVALIDATE_KEY`: the key of `/invalidate`; unset disables the endpoint (404). */
  readonly invalidateKey: string | null;
  /** `RENDER_BUDGET_PER_MINUTE`: uncached renders one client IP may ask for per minute; 0 = unlimited. @default 240 */
  readonly renderBudgetPerMinute: number;
  /** `LOG_LEVEL` of the request log (pino). @default "info" */
  readonly logLevel: string;
}

function numberFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/**
 * Reads the server settings from `env`. Pure.
 *
 * @example
 * readShopServerConfig({ PORT: "8080", REDIS_URL: "redis://127.0.0.1:6379" }).redisUrl;
 */
export function readShopServerConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): ShopServerConfig {
  return {
    port: numberFrom(env.PORT, 3000),
    host: env.HOST || "0.0.0.0",
    workers: Math.max(1, Math.floor(numberFrom(env.WEB_CONCURRENCY, availableParallelism()))),
    trustProxy: env.TRUST_PROXY ?? "",
    redisUrl: env.REDIS_URL || null,
    cacheMaxBytes: numberFrom(env.CACHE_MAX_MB, 128) * 1024 * 1024,
    cacheTtlSeconds: numberFrom(env.CACHE_TTL_S, 3600),
    staleIfErrorSeconds: numberFrom(env.CACHE_STALE_IF_ERROR_S, 86_400),
    cacheEnabled: env.CACHE_DISABLED !== "1" && env.CACHE_DISABLED !== "true",
    invalidateKey: env.CACHE_INVALIDATE_KEY || null,
    renderBudgetPerMinute: numberFrom(env.RENDER_BUDGET_PER_MINUTE, 240),
    logLevel: env.LOG_LEVEL || "info",
  };
}
