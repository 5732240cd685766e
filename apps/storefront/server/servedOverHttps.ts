import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { behindTls } from "./securityHeaders.mjs";

/** Who may tell the storefront that the shopper came over HTTPS. */
export interface HttpsWitnesses {
  /** `SITE_URL` is https (or `HSTS=on`): every request is, whatever the headers say. */
  readonly siteIsHttps: boolean;
  /** `TRUST_PROXY`: proxies whose `X-Forwarded-Proto` is believed. */
  readonly trustedProxies: readonly string[];
  /** `FORWARDING_KEY`: a proxy sending it in `X-Forwarding-Key` is believed too. */
  readonly forwardingKey: string | null;
}

const normalise = (ip: string): string => (ip.startsWith("::ffff:") ? ip.slice(7) : ip).trim();

const single = (value: string | string[] | undefined): string =>
  Array.isArray(value) ? value.join(",") : (value ?? "");

/** Constant-time comparison of a sent key with the configured one (hashes first: equal lengths). */
function sameKey(sent: string, key: string): boolean {
  const a = createHash("sha256").update(sent).digest();
  const b = createHash("sha256").update(key).digest();
  return timingSafeEqual(a, b) && sent.length === key.length;
}

/**
 * Whether the shopper reached the shop over HTTPS (issue 31, after-sales-and-law.md §7): the site is
 * https, or `X-Forwarded-Proto: https` (its last value, the hop nearest us) came from a proxy listed in
 * `TRUST_PROXY` or with the forwarding key. Anyone else's header is ignored. Pure.
 *
 * @example
 * servedOverHttps(req, { siteIsHttps: false, trustedProxies: ["10.0.0.2"], forwardingKey: null }); // true from 10.0.0.2 with X-Forwarded-Proto: https
 */
export function servedOverHttps(req: IncomingMessage, witnesses: HttpsWitnesses): boolean {
  if (witnesses.siteIsHttps) return true;
  const hops = single(req.headers["x-forwarded-proto"]).split(",");
  if ((hops[hops.length - 1] ?? "").trim().toLowerCase() !== "https") return false;
  const peer = normalise(req.socket.remoteAddress ?? "");
  if (witnesses.trustedProxies.includes(peer)) return true;
  const sent = req.headers["x-forwarding-key"];
  return (
    witnesses.forwardingKey !== null && typeof sent === "string" && sameKey(sent, witnesses.forwardingKey)
  );
}

/**
 * Reads who may vouch for HTTPS from the environment (`SITE_URL`/`HSTS`, `TRUST_PROXY`, `FORWARDING_KEY`).
 *
 * @example
 * httpsWitnessesFrom(process.env);
 */
export function httpsWitnessesFrom(env: Readonly<Record<string, string | undefined>>): HttpsWitnesses {
  return {
    siteIsHttps: behindTls(env),
    trustedProxies: (env.TRUST_PROXY ?? "")
      .split(",")
      .map(normalise)
      .filter((entry) => entry !== ""),
    forwardingKey: env.FORWARDING_KEY || null,
  };
}

/** A `Set-Cookie` line with `Secure` (unchanged when it has it). Pure. */
export function withSecureFlag(line: string): string {
  return /;\s*secure\s*(;|$)/i.test(line) ? line : `${line}; Secure`;
}

/**
 * Makes every cookie the response sets `Secure` (RFC 6265 §4.1.2.5) however a route built it: whatever
 * is in `Set-Cookie` when the head is written (explicitly or implicitly, both go through `writeHead`).
 *
 * @example
 * if (servedOverHttps(req, witnesses)) secureCookiesOf(res);
 */
export function secureCookiesOf(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const current = res.getHeader("set-cookie");
    if (current !== undefined)
      res.setHeader("set-cookie", (Array.isArray(current) ? current : [String(current)]).map(withSecureFlag));
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}
