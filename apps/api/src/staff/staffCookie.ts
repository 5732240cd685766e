import type { FastifyReply, FastifyRequest } from "fastify";
import { servedOverHttps } from "../http/clientIp.js";
import { STAFF_COOKIE } from "./createStaffAuth.js";

/**
 * Sets (or, with `null`, clears) the staff session cookie: HttpOnly (no script reads it), SameSite=Strict
 * (no other site's page sends it), Path=/api/admin (no other route sees it), Secure over HTTPS — the
 * API's own TLS, or `X-Forwarded-Proto: https` sent with the forwarding key (after-sales-and-law.md §7).
 *
 * @example
 * setStaffCookie(request, reply, started.sessionId, started.expiresAt - now, config.forwardingKey);
 * setStaffCookie(request, reply, null, 0, config.forwardingKey); // log-out
 */
export function setStaffCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string | null,
  maxAgeMs: number,
  forwardingKey: string | null,
): void {
  const parts = [
    `${STAFF_COOKIE}=${sessionId ?? ""}`,
    "Path=/api/admin",
    "HttpOnly",
    "SameSite=Strict",
    `Max-Age=${sessionId === null ? 0 : Math.max(0, Math.floor(maxAgeMs / 1000))}`,
  ];
  if (servedOverHttps(request, forwardingKey)) parts.push("Secure");
  reply.header("Set-Cookie", parts.join("; "));
}
