import { createTransport, type Transport } from "@outlet/transport";
import { readServerConfig } from "./config.server";

/**
 * A transport client for one server request. Created per request so that nothing shopper-specific (a
 * token, a cart id) can ever leak from one shopper's render into another's.
 */
export function transportForRequest(): Transport {
  // The spec's server-side search timeout is 1 000 ms; other calls keep the 5 000 ms default.
  return createTransport({ apiOrigin: readServerConfig().apiOrigin });
}
