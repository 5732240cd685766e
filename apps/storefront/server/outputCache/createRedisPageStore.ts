import { Redis } from "ioredis";
import type { CachedPage, PageCacheStore } from "./cachedPage";

// Stores a page and indexes it under its tags, unless an invalidation moved the epoch since the render began.
// KEYS: page, epoch. ARGV: epoch, ttl ms, meta, br, gzip, tag keys….
const SET_PAGE = `
if tonumber(redis.call('GET', KEYS[2]) or '0') ~= tonumber(ARGV[1]) then return 0 end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'meta', ARGV[3], 'br', ARGV[4], 'gz', ARGV[5])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
for i = 6, #ARGV do
  redis.call('SADD', ARGV[i], KEYS[1])
  if redis.call('PTTL', ARGV[i]) < tonumber(ARGV[2]) then redis.call('PEXPIRE', ARGV[i], ARGV[2]) end
end
return 1`;

// Moves the epoch, then drops every page of every tag and the tag sets. KEYS: epoch. ARGV: tag keys….
const INVALIDATE = `
redis.call('INCR', KEYS[1])
local dropped = 0
for i = 1, #ARGV do
  for _, key in ipairs(redis.call('SMEMBERS', ARGV[i])) do dropped = dropped + redis.call('DEL', key) end
  redis.call('DEL', ARGV[i])
end
return dropped`;

type Meta = Omit<CachedPage, "br" | "gzip">;

interface ScriptedRedis extends Redis {
  outletSetPage(...args: (string | Buffer | number)[]): Promise<number>;
  outletInvalidate(...args: string[]): Promise<number>;
}

/**
 * The shared output cache on Redis (ioredis): every process reads and writes the same pages, so a page one
 * process rendered is a hit in the others, and an invalidation (a Lua script: epoch, tag sets, pages) is
 * seen by all of them at once. Connects before resolving; afterwards an unreachable Redis fails fast (no
 * offline queue) and the server treats it as a miss.
 *
 * @example
 * const store = await createRedisPageStore({ url: "redis://127.0.0.1:6379" });
 */
export async function createRedisPageStore(options: {
  readonly url: string;
  /** @default "outlet:pages:" */
  readonly prefix?: string;
}): Promise<PageCacheStore> {
  const prefix = options.prefix ?? "outlet:pages:";
  const redis = new Redis(options.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  }) as ScriptedRedis;
  redis.on("error", () => {
    // reconnects on its own; a request meanwhile is a miss
  });
  redis.defineCommand("outletSetPage", { numberOfKeys: 2, lua: SET_PAGE });
  redis.defineCommand("outletInvalidate", { numberOfKeys: 1, lua: INVALIDATE });
  await redis.connect();
  const pageKey = (key: string) => `${prefix}page:${key}`;
  const tagKey = (tag: string) => `${prefix}tag:${tag}`;
  const epochKey = `${prefix}epoch`;
  return {
    async get(key) {
      const [meta, br, gzip] = await redis.hmgetBuffer(pageKey(key), "meta", "br", "gz");
      if (!meta || !br || !gzip) return undefined;
      const page = { ...(JSON.parse(meta.toString("utf8")) as Meta), br, gzip };
      return page.staleUntil > Date.now() ? page : undefined;
    },
    async epoch() {
      return Number((await redis.get(epochKey)) ?? 0);
    },
    async set(key, page, since) {
      const { br, gzip, ...meta } = page;
      const ttl = Math.max(1, Math.ceil(page.staleUntil - Date.now()));
      const stored = await redis.outletSetPage(
        pageKey(key),
        epochKey,
        since,
        ttl,
        JSON.stringify(meta),
        br,
        gzip,
        ...page.tags.map(tagKey),
      );
      return stored === 1;
    },
    async invalidate(tags) {
      return redis.outletInvalidate(epochKey, ...tags.map(tagKey));
    },
    async close() {
      redis.disconnect();
    },
  };
}
