import { type Client, createClient, type TransportLogger } from "@outlet/transport";
import { type ApiLimit, recordingLimits } from "./apiLimit.server";
import { readServerConfig } from "./config.server";
import { forwardedFor } from "./loadContext.server";
import { serverFetch } from "./serverFetch.server";

/** Failures the client absorbs (country list, size table, provider reviews) go to the server log, briefly. */
const logger: TransportLogger = {
  error(message: string) {
    console.warn(`[transport] ${message}`);
  },
};

/**
 * A transport client for one server request. Created per request so that nothing shopper-specific (a
 * token, a cart id) can ever leak from one shopper's render into another's. Searches use the server
 * timeout (catalogue.md §9). Every call carries `X-Forwarded-For` with the shopper's address from the load
 * context (contract S9), so one visitor's page views count against that visitor's API budget only. The calls
 * go out through `serverFetch` (kept-alive `node:http` connections); a 429 among them is noted in the
 * context's `apiLimit`, so the shopper's answer is 429 with `Retry-After` (issue 31).
 *
 * @example
 * const api = clientForRequest(request, context); await api.catalog.search({ entityType: "product" });
 */
export function clientForRequest(
  request?: Request,
  context?: { readonly clientAddress?: string | undefined; readonly apiLimit?: ApiLimit | undefined },
  /** The guest cart the calls address (the cart without JavaScript, `noScriptCart.server.ts`). @default none */
  cartId?: string,
): Client {
  const config = readServerConfig();
  const acceptLanguage = request?.headers.get("accept-language");
  const headers = {
    ...forwardedFor(context),
    ...(acceptLanguage ? { "Accept-Language": acceptLanguage } : {}),
  };
  return createClient({
    apiOrigin: config.apiOrigin,
    environment: "server",
    searchTimeoutMs: config.searchTimeoutMs,
    logger,
    headers,
    fetch: recordingLimits(serverFetch, context?.apiLimit),
    ...(cartId ? { getCartId: () => cartId } : {}),
  });
}
