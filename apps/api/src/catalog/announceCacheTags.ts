/** Where and how the API tells the storefront which cached pages a catalogue change affects. */
export interface CacheAnnouncer {
  /** Sends the tags; never rejects (a failure is logged: the change itself already happened). */
  announce(tags: readonly string[]): Promise<boolean>;
}

/**
 * Announces changed cache tags to the storefront's invalidation endpoint
 * (`STOREFRONT_INVALIDATE_URL?tag=…`, key in the `X-Invalidate-Key` header so it stays out of URLs and
 * logs). Without a URL it does nothing. A failure or a non-2xx answer is logged and resolves `false`.
 *
 * @example
 * const announcer = createCacheAnnouncer({ url: "http://shop:3000/invalidate", key, log });
 * await announcer.announce(["PBOD-0001", "C5"]);
 */
export function createCacheAnnouncer(options: {
  readonly url: string | undefined;
  readonly key: string | undefined;
  readonly log: { warn(details: object, message: string): void };
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /** @default 3000 */
  readonly timeoutMs?: number;
}): CacheAnnouncer {
  const send = options.fetch ?? fetch;
  return {
    async announce(tags) {
      if (!options.url || tags.length === 0) return false;
      try {
        const target = new URL(options.url);
        target.searchParams.set("tag", tags.join(","));
        const response = await send(target, {
          method: "POST",
          headers: options.key ? { "X-Invalidate-Key": options.key } : {},
          signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
        });
        if (response.ok) return true;
        options.log.warn({ status: response.status, tags }, "cache invalidation refused by the storefront");
      } catch (error) {
        options.log.warn({ err: String(error), tags }, "cache invalidation could not reach the storefront");
      }
      return false;
    },
  };
}
