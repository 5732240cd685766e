/** A rendered page as the output cache keeps it: replayable headers and both compressed bodies. */
export interface CachedPage {
  /** Always 200: nothing else is stored. */
  readonly status: number;
  /**
   * The response headers exactly as rendered (Content-Type, Content-Security-Policy, Link…), without
   * hop-by-hop, length, encoding, `Set-Cookie` (such a page is never stored) and the internal tag header.
   */
  readonly headers: readonly (readonly [string, string])[];
  /** Strong validator of the uncompressed body (`"…"`). */
  readonly etag: string;
  /** What the page shows (catalogue.md §2 "Cache tags"). */
  readonly tags: readonly string[];
  /** Epoch ms: stored, fresh until, usable for a failed render until. */
  readonly storedAt: number;
  readonly freshUntil: number;
  readonly staleUntil: number;
  /** The body, brotli- and gzip-compressed once when stored. */
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/**
 * Where pages are kept: in this process (LRU with a byte budget) or in Redis, shared by every process.
 * Every method tolerates a broken backend by rejecting; callers treat a rejection as a miss.
 */
export interface PageCacheStore {
  /** The page stored under `key`, fresh or stale, or `undefined`. */
  get(key: string): Promise<CachedPage | undefined>;
  /**
   * A counter that moves on every invalidation. A render reads it before it starts and passes it to
   * {@link set}, which then stores nothing if an invalidation happened meanwhile (the render may show the
   * old data).
   */
  epoch(): Promise<number>;
  /** Stores `page` under `key` unless an invalidation happened since `epoch`; resolves to whether it did. */
  set(key: string, page: CachedPage, epoch: number): Promise<boolean>;
  /** Drops every page carrying any of `tags`; resolves to how many pages were dropped. */
  invalidate(tags: readonly string[]): Promise<number>;
  /** Releases connections. */
  close(): Promise<void>;
}

/** Bytes a page takes in the cache (bodies plus a flat allowance for headers and tags). Pure. */
export function pageSize(page: CachedPage): number {
  return (
    page.br.length + page.gzip.length + 256 + page.tags.join(" ").length + JSON.stringify(page.headers).length
  );
}
