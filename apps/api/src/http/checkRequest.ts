import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { ApiError } from "./apiError.js";
import { servedOverHttps } from "./clientIp.js";

/**
 * The headers of every answer (request id, security headers, CORS for allowed origins, S11), and the
 * request checks that come before any route: HTTP/1.1 needs Host, a `storeCode` must be this shop's.
 * The server runs it as its first `onRequest` hook.
 *
 * @example
 * app.addHook("onRequest", async (request, reply) => checkRequest(config, request, reply));
 */
export function checkRequest(config: Config, request: FastifyRequest, reply: FastifyReply): void {
  reply.header("X-Request-Id", request.id);
  reply.header("X-Content-Type-Options", "nosniff");
  reply.header("X-Frame-Options", "DENY");
  reply.header("Referrer-Policy", "no-referrer");
  reply.header(
    "Content-Security-Policy",
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  );
  reply.header(
    "Cross-Origin-Resource-Policy",
    request.url.startsWith("/img/") ? "cross-origin" : "same-site",
  );
  // RFC 6797: a browser that reached the shop over HTTPS keeps to it for a year (issue 31)
  if (servedOverHttps(request, config.forwardingKey))
    reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  reply.header("Vary", "Origin");
  // S11: exact-match origins only; a disallowed origin gets no CORS headers at all
  const origin = request.headers.origin;
  if (typeof origin === "string" && config.corsOrigins.includes(origin)) {
    reply.header("Access-Control-Allow-Origin", origin);
    reply.header("Access-Control-Expose-Headers", "X-Request-Id, Retry-After, ETag");
    // after-sales-and-law.md §7 (amends S11): the back office, on its own listed origin, sends the staff
    // session cookie; no other path takes credentials
    if (request.url.startsWith("/api/admin/")) reply.header("Access-Control-Allow-Credentials", "true");
  }
  // HTTP/1.1 requires Host (Node's own check answers without the envelope, so it is off)
  if (request.raw.httpVersion === "1.1" && request.headers.host === undefined) {
    throw ApiError.invalid([
      {
        path: "header.host",
        code: "required",
        message: "Brak nagłówka Host.",
        messageEn: "The Host header is missing.",
      },
    ]);
  }
  const storeCode = (request.query as Record<string, unknown> | undefined)?.storeCode;
  if (storeCode !== undefined && storeCode !== config.storeCode) {
    throw ApiError.invalid([
      {
        path: "query.storeCode",
        code: "invalid_enum",
        message: `Nieznany sklep. Dozwolony: ${config.storeCode}.`,
        messageEn: `Unknown store. Allowed: ${config.storeCode}.`,
      },
    ]);
  }
}
