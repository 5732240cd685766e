import { z } from "zod";
import type { Router } from "../http/createRouter.js";
import { commonQuery, parseInput } from "../http/validation.js";
import { linkTokenInvalid } from "./linkTokenInvalid.js";
import { SHOP_LIMITS } from "./shopLimits.js";

const emptyQuery = z.strictObject({ ...commonQuery });
const tokenBody = z.strictObject({ token: z.string().min(1).max(512) });

/**
 * Registers the POST endpoint of a mailed link (§11): no query, a `{ token }` body, limited per IP
 * (`mailLinkIp`); `use` acts on the token and says whether it was a live one. Answers `"OK"`, or 400
 * `token_invalid` at `token` for an unknown, used or expired token.
 *
 * @example
 * mailLinkRoute(router, "/api/ext/stock-alert/confirm", async (token) => confirmAlert(token));
 */
export function mailLinkRoute(router: Router, path: string, use: (token: string) => Promise<boolean>): void {
  router.post(path, { rateLimit: [SHOP_LIMITS.mailLinkIp] }, async (request) => {
    parseInput("query", emptyQuery, request.query);
    const body = parseInput("body", tokenBody, request.body);
    if (!(await use(body.token))) throw linkTokenInvalid("token");
    return "OK";
  });
}
