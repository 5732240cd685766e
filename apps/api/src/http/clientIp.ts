import type { FastifyRequest } from "fastify";
import { safeEqual } from "../auth/secrets.js";

/** The header by which the storefront's server proves its forwarding headers are its own (§7). */
export const FORWARDING_KEY_HEADER = "x-forwarding-key";

const normalise = (ip: string): string => (ip.startsWith("::ffff:") ? ip.slice(7) : ip).trim();

const single = (value: string | string[] | undefined): string =>
  Array.isArray(value) ? value.join(",") : (value ?? "");

/**
 * Whether the request carries the forwarding key the storefront's server shares with the API
 * (after-sales-and-law.md §7), compared in constant time. Always false when no key is configured.
 *
 * @example
 * isForwarder(request, config.forwardingKey); // true for the storefront's own server-side calls
 */
export function isForwarder(request: FastifyRequest, forwardingKey: string | null): boolean {
  if (forwardingKey === null) return false;
  const sent = request.headers[FORWARDING_KEY_HEADER];
  return typeof sent === "string" && safeEqual(sent, forwardingKey);
}

/**
 * The client address of S9 as amended by after-sales-and-law.md §7: the socket address, or — only on a
 * request that carries the storefront's forwarding key — the right-most `X-Forwarded-For` entry (the
 * address the storefront's server, or a proxy configured with the key, saw). A browser or any other local
 * process cannot choose its own address: without the key its `X-Forwarded-For` is ignored (issue 31).
 *
 * @example
 * clientIp(request, "k3y…"); // "203.0.113.7" when the storefront forwarded it with the key
 */
export function clientIp(request: FastifyRequest, forwardingKey: string | null): string {
  const socketIp = normalise(request.raw.socket.remoteAddress ?? "unknown");
  if (!isForwarder(request, forwardingKey)) return socketIp;
  const chain = single(request.headers["x-forwarded-for"])
    .split(",")
    .map(normalise)
    .filter((s) => s !== "");
  return chain.at(-1) ?? socketIp;
}

/**
 * Whether the client reached the shop over HTTPS (after-sales-and-law.md §7, issue 31): the API's own TLS,
 * or `X-Forwarded-Proto: https` (its last value, the hop nearest the API) on a request that carries the
 * forwarding key — the storefront's server or a proxy configured with the key. From anyone else the header
 * is ignored, so a plain-http client cannot make the API send HSTS or `Secure` cookies, nor hide them.
 *
 * @example
 * servedOverHttps(request, config.forwardingKey); // true behind a proxy that terminates TLS and sends the key
 */
export function servedOverHttps(request: FastifyRequest, forwardingKey: string | null): boolean {
  if (request.protocol === "https") return true;
  if (!isForwarder(request, forwardingKey)) return false;
  const hops = single(request.headers["x-forwarded-proto"]).split(",");
  return (hops[hops.length - 1] ?? "").trim().toLowerCase() === "https";
}
