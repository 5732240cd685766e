import { type Client, createClient, type TransportLogger } from "@outlet/transport";
import { readServerConfig } from "./config.server";

/** Failures the client absorbs (country list, size table, provider reviews) go to the server log, briefly. */
const logger: TransportLogger = {
  error(message: string) {
    console.warn(`[transport] ${message}`);
  },
};

/**
 * A transport client for one server request. Created per request so that nothing shopper-specific (a
 * token, a cart id) can ever leak from one shopper's render into another's. Searches use the server
 * timeout (catalogue.md §9).
 *
 * @example
 * const api = clientForRequest(request); await api.catalog.search({ entityType: "product" });
 */
export function clientForRequest(request?: Request): Client {
  const config = readServerConfig();
  const acceptLanguage = request?.headers.get("accept-language");
  return createClient({
    apiOrigin: config.apiOrigin,
    environment: "server",
    searchTimeoutMs: config.searchTimeoutMs,
    logger,
    ...(acceptLanguage ? { headers: { "Accept-Language": acceptLanguage } } : {}),
  });
}
