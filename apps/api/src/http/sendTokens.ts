import type { FastifyReply } from "fastify";
import type { TokenPair } from "../auth/createAuthService.js";
import { sendJson } from "./createRouter.js";

/**
 * Sends the login-shaped answer of §4.2: the access token in `result`, the refresh token in `meta`.
 *
 * @example
 * return sendTokens(reply, await auth.startSession(id), { created: true });
 */
export function sendTokens(
  reply: FastifyReply,
  pair: TokenPair,
  extraMeta: Record<string, unknown> = {},
): FastifyReply {
  return sendJson(reply, 200, {
    code: 200,
    result: pair.accessToken,
    meta: { refreshToken: pair.refreshToken, expiresIn: pair.expiresIn, ...extraMeta },
  });
}
