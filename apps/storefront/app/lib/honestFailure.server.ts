import { data as routeData } from "react-router";

/** Seconds a shopper (and a crawler) is asked to wait after a 503 (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 30;

/**
 * The 503 a catalogue page answers when the API is down, slower than the timeout or answers garbage: the
 * root error boundary renders the Polish "Spróbuj ponownie za chwilę" page. Never cached by anybody.
 *
 * @example
 * throw serviceUnavailable();
 */
export function serviceUnavailable(): Response {
  return routeData(
    { message: "Catalogue temporarily unavailable" },
    {
      status: 503,
      statusText: "Service Unavailable",
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
    },
  ) as unknown as Response;
}

/** True for what a loader throws on purpose: a redirect or error `Response`, or a `data(…, { status })`. */
function isRouteAnswer(error: unknown): boolean {
  return (
    error instanceof Response ||
    (typeof error === "object" &&
      error !== null &&
      (error as { type?: unknown }).type === "DataWithResponseInit")
  );
}

/**
 * Runs a catalogue page's loader so that a failure is never content (issue 14): what the loader throws on
 * purpose (404 after the API said "not found", redirects) passes; any other failure — network, timeout,
 * an HTTP error status, a malformed answer — becomes {@link serviceUnavailable}, never an empty page with 200
 * and never a 404.
 *
 * @example
 * export const loader = ({ request }) => honestly(request, () => loadHomePage(api));
 */
export async function honestly<T>(request: Request, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isRouteAnswer(error)) throw error;
    const path = new URL(request.url).pathname;
    console.warn(`[unavailable] ${path}: ${error instanceof Error ? error.message : String(error)}`);
    throw serviceUnavailable();
  }
}

/**
 * Remembers whether any lookup failed, for resolvers whose caller swallows failures (the URL dispatcher's
 * steps): a path that matched nothing while a lookup failed is unknown, not missing.
 *
 * @example
 * const failures = failureRecorder(); const find = failures.watch(findProduct); …; if (failures.any) throw serviceUnavailable();
 */
export function failureRecorder(): {
  readonly any: boolean;
  watch<A extends unknown[], R>(run: (...args: A) => Promise<R>): (...args: A) => Promise<R>;
} {
  let failed = false;
  return {
    get any() {
      return failed;
    },
    watch:
      <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        try {
          return await run(...args);
        } catch (error) {
          failed = true;
          throw error;
        }
      },
  };
}
