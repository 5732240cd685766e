import type { RequestListener } from "node:http";
import { baseSecurityHeaders } from "./securityHeaders.mjs";

/**
 * Gives every answer of the listener — files, images, route data, cached and rendered pages, the 429 and
 * 503 pages — the base security headers (`server/securityHeaders.mjs`); documents add their own CSP
 * (`app/entry.server.tsx`), which the output cache stores and replays with the body it was computed for.
 *
 * @example
 * http.createServer(withSecurityHeaders(createShopHandler(deps)));
 */
export function withSecurityHeaders(
  listener: RequestListener,
  env: Readonly<Record<string, string | undefined>> = process.env,
): RequestListener {
  const headers = Object.entries(baseSecurityHeaders(env));
  return (req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    listener(req, res);
  };
}
