import { z } from "zod";
import { invalidCredentials, loginSlowedDown } from "../auth/accountErrors.js";
import { hashPassword, verifyPassword } from "../auth/passwords.js";
import type { RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { sendTokens } from "../http/sendTokens.js";
import { commonQuery, parseInput } from "../http/validation.js";
import { emailSchema } from "../shop/addressSchema.js";
import { ipOf, rateLimited, SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

const refreshTokenBody = z.strictObject({ refreshToken: z.string().min(1).max(512) });

/** Session endpoints of api-contract §4.2, §4.3 and §4.5: login, token refresh, logout. */
export const sessionRoutes: RouteGroup = {
  name: "session",
  register(router, context) {
    const services = () => shopServices(context);
    const emptyQuery = z.strictObject({ ...commonQuery });

    router.post(
      "/api/user/login",
      { gate: "hash", rateLimit: [SHOP_LIMITS.loginIp] },
      async (request, reply) => {
        parseInput("query", emptyQuery, request.query);
        const { db, config, throttle, auth } = services();
        const body = parseInput(
          "body",
          z.strictObject({ username: emailSchema, password: z.string().min(1).max(256) }),
          request.body,
        );
        const ip = ipOf(context, request);
        // §7: the slow-down is per account and address, so a stranger's failures never keep the owner out
        const waitS = await throttle.lockedFor(body.username, context.now(), ip);
        if (waitS > 0) throw loginSlowedDown(waitS, context.config.storefrontUrl);
        const stuffing = await context.limiter.peek(SHOP_LIMITS.loginFailIp, ip, context.now());
        if (!stuffing.allowed) throw rateLimited(stuffing.retryAfterS);
        const row = await db
          .selectFrom("customer")
          .select(["id", "password_hash"])
          .where("email", "=", body.username)
          .executeTakeFirst();
        // S6: unknown e-mails verify against a throw-away hash so the timing does not tell them apart
        const check = await verifyPassword(body.password, row?.password_hash ?? null, config.scryptLogN);
        if (!row || !check.ok) {
          await context.limiter.hit(SHOP_LIMITS.loginFailIp, ip, context.now());
          const wait = await throttle.fail(body.username, context.now(), ip);
          if (wait > 0) throw loginSlowedDown(wait, context.config.storefrontUrl);
          throw invalidCredentials();
        }
        await throttle.succeed(body.username, ip);
        if (check.needsRehash) {
          const upgraded = await hashPassword(body.password, config.scryptLogN);
          await db
            .updateTable("customer")
            .set({ password_hash: upgraded })
            .where("id", "=", row.id)
            .execute();
        }
        return sendTokens(reply, await auth.startSession(row.id));
      },
    );

    router.post("/api/user/refresh", { rateLimit: [SHOP_LIMITS.refreshIp] }, async (request, reply) => {
      parseInput("query", emptyQuery, request.query);
      const body = parseInput("body", refreshTokenBody, request.body);
      const pair = await services().auth.refresh(body.refreshToken);
      if (pair === null) throw new ApiError("unauthorized");
      return sendTokens(reply, pair);
    });

    router.post("/api/ext/user/logout", { rateLimit: [SHOP_LIMITS.refreshIp] }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const body = parseInput("body", refreshTokenBody, request.body);
      await services().auth.logout(body.refreshToken);
      return "OK";
    });
  },
};
