import type { RequestListener } from "node:http";
import { baseSecurityHeaders } from "./securityHeaders.mjs";
import { httpsWitnessesFrom, secureCookiesOf, servedOverHttps } from "./servedOverHttps";

/**
 * Gives every answer of the listener — files, images, route data, cached and rendered pages, the 429 and
 * 503 pages — the base security headers (`server/securityHeaders.mjs`); documents add their own CSP
 * (`app/entry.server.tsx`), which the output cache stores and replays with the body it was computed for.
 * A request that came over HTTPS (`server/servedOverHttps.ts`: an https site, or `X-Forwarded-Proto: https`
 * from a trusted proxy or with the forwarding key) also gets HSTS and `Secure` on every cookie (issue 31).
 *
 * @example
 * http.createServer(withSecurityHeaders(createShopHandler(deps)));
 */
export function withSecurityHeaders(
  listener: RequestListener,
  env: Readonly<Record<string, string | undefined>> = process.env,
): RequestListener {
  const headers = Object.entries(baseSecurityHeaders(env));
  const witnesses = httpsWitnessesFrom(env);
  // RFC 6797: the same header an https `SITE_URL` gets (`HSTS_MAX_AGE`); `HSTS=off` sends none at all
  const hsts =
    env.HSTS === "off" ? undefined : baseSecurityHeaders({ ...env, HSTS: "on" })["Strict-Transport-Security"];
  return (req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (servedOverHttps(req, witnesses)) {
      if (hsts && !res.hasHeader("strict-transport-security"))
        res.setHeader("Strict-Transport-Security", hsts);
      secureCookiesOf(res);
    }
    listener(req, res);
  };
}
