/**
 * Thrown by {@link fetchWithTimeout} when the answer did not arrive in time; the transport turns it into its
 * `TimeoutError` with the request's summary.
 *
 * @example
 * try { await fetchWithTimeout(fetch, url, {}, 100); } catch (e) { if (e instanceof FetchTimeout) retryLater(); }
 */
export class FetchTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
    this.name = "FetchTimeout";
  }
}

/**
 * Calls `send(url, init)` and aborts it after `timeoutMs` (a caller's `init.signal` aborts it too). The
 * request goes out as the plain URL and init the transport built — no `Request` object, no copy of the body
 * — so an injected `fetch` (the storefront's server adapter) sends the JSON body in one write. This is what
 * ky did for the transport (timeout, no retry, no throwing on HTTP errors) at about half the CPU per call
 * (packages/transport README, "Why no ky").
 *
 * @param send the `fetch` to call (the host's or an injected one)
 * @param timeoutMs how long to wait for the answer's headers (an injected `fetch` that reads the whole body
 *   before it resolves is covered until the body is read)
 * @returns the answer, whatever its status
 * @throws FetchTimeout when the time ran out, else whatever `send` threw (an abort of the caller's signal)
 * @example
 * const response = await fetchWithTimeout((u, i) => globalThis.fetch(u, i), "http://api/x", { method: "GET" }, 5_000);
 */
export async function fetchWithTimeout(
  send: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  const controller = new AbortController();
  const outer = init.signal;
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener("abort", forward, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new FetchTimeout(timeoutMs));
  }, timeoutMs);
  try {
    return await send(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new FetchTimeout(timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", forward);
  }
}
