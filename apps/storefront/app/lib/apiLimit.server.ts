/**
 * What one render learned about the API's rate limit: whether any call of it was answered 429, and the
 * longest `Retry-After` given. The server creates one per request (`server/createShopHandler.ts`) and
 * turns a render that failed because of it into the shopper's own 429 (issue 31: a limited client is told
 * to wait, never shown a 503 or 500).
 *
 * @example
 * const limit = createApiLimit(); limit.record("12"); limit.retryAfterSeconds; // 12
 */
export interface ApiLimit {
  /** Seconds to wait (at least 1) once a call was limited; `null` while none was. */
  readonly retryAfterSeconds: number | null;
  /** Notes a 429 answer with its `Retry-After` header value (missing or unreadable: 1 s). */
  record(retryAfter: string | null): void;
}

/** Longest wait passed on to a shopper: an API asking for more is capped (RFC 9110 §10.2.3 allows any). */
const MAX_RETRY_AFTER_SECONDS = 3600;

/**
 * A fresh {@link ApiLimit} for one request.
 *
 * @example
 * const limit = createApiLimit();
 */
export function createApiLimit(): ApiLimit {
  let seconds: number | null = null;
  return {
    get retryAfterSeconds() {
      return seconds;
    },
    record(retryAfter) {
      const parsed = Number.parseInt(retryAfter ?? "", 10);
      const wait = Math.min(MAX_RETRY_AFTER_SECONDS, Number.isFinite(parsed) && parsed > 0 ? parsed : 1);
      seconds = Math.max(seconds ?? 0, wait);
    },
  };
}

/**
 * A `fetch` that reports every 429 it receives to `limit` (when there is one) and answers unchanged.
 *
 * @example
 * createClient({ fetch: recordingLimits(serverFetch, context.apiLimit) });
 */
export function recordingLimits(fetchImpl: typeof fetch, limit: ApiLimit | undefined): typeof fetch {
  if (!limit) return fetchImpl;
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (response.status === 429) limit.record(response.headers.get("retry-after"));
    return response;
  };
}
