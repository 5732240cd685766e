import { LRUCache } from "lru-cache";
import { type CachedPage, type PageCacheStore, pageSize } from "./cachedPage";

/**
 * The in-process output cache: an LRU bounded by bytes (lru-cache), with a tag → keys index kept in step
 * with evictions. One per process; the cluster primary relays invalidations to every worker.
 *
 * @example
 * const store = createMemoryPageStore({ maxBytes: 64 * 1024 * 1024 });
 */
export function createMemoryPageStore(options: { readonly maxBytes: number }): PageCacheStore {
  const byTag = new Map<string, Set<string>>();
  let epoch = 0;
  const unindex = (key: string, page: CachedPage) => {
    for (const tag of page.tags) {
      const keys = byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) byTag.delete(tag);
    }
  };
  const pages = new LRUCache<string, CachedPage>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (page) => Math.max(1, pageSize(page)),
    dispose: (page, key) => unindex(key, page),
  });
  return {
    async get(key) {
      const page = pages.get(key);
      if (page && page.staleUntil <= Date.now()) {
        pages.delete(key);
        return undefined;
      }
      return page;
    },
    async epoch() {
      return epoch;
    },
    async set(key, page, since) {
      if (since !== epoch) return false;
      pages.set(key, page);
      if (!pages.has(key)) return false; // larger than the whole budget
      for (const tag of page.tags) {
        const keys = byTag.get(tag) ?? new Set<string>();
        keys.add(key);
        byTag.set(tag, keys);
      }
      return true;
    },
    async invalidate(tags) {
      epoch += 1;
      let dropped = 0;
      for (const tag of tags) {
        for (const key of [...(byTag.get(tag) ?? [])]) if (pages.delete(key)) dropped += 1;
        byTag.delete(tag);
      }
      return dropped;
    },
    async close() {
      pages.clear();
    },
  };
}
