import type { FastifyRequest } from "fastify";

const normalise = (ip: string): string => (ip.startsWith("::ffff:") ? ip.slice(7) : ip).trim();

/**
 * The client IP of S9: the socket address, or — when the socket peer is a trusted proxy (`TRUST_PROXY`) —
 * the right-most `X-Forwarded-For` entry that is not itself a trusted proxy.
 *
 * @example
 * clientIp(request, ["127.0.0.1"]); // "203.0.113.7" when the storefront forwarded it
 */
export function clientIp(request: FastifyRequest, trustProxy: readonly string[]): string {
  const socketIp = normalise(request.raw.socket.remoteAddress ?? "unknown");
  if (trustProxy.length === 0 || !trustProxy.includes(socketIp)) return socketIp;
  const header = request.headers["x-forwarded-for"];
  const chain = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map(normalise)
    .filter((s) => s !== "");
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i] as string;
    if (!trustProxy.includes(hop)) return hop;
  }
  return socketIp;
}
