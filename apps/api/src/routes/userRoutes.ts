import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { TokenPair } from "../auth/createAuthService.js";
import { type CustomerDoc, loadCustomer, replaceAddresses } from "../auth/customerStore.js";
import {
  hashPassword,
  passwordPolicyFailure,
  passwordPolicyMessage,
  verifyPassword,
} from "../auth/passwords.js";
import { randomToken, sha256Hex } from "../auth/secrets.js";
import type { AppContext, RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { sendJson } from "../http/createRouter.js";
import { commonQuery, issue, parseInput, queryInt } from "../http/validation.js";
import { formatOrderForHistory } from "../orders/orderDocument.js";
import { addressSchema, emailSchema } from "../shop/addressSchema.js";
import { hitLimit, ipOf, rateLimited, SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

const RESET_TTL_MS = 3_600_000;
const password = z.string().min(1).max(4096);
const personName = z
  .string()
  .min(1)
  .max(64)
  .regex(/^\p{L}[\p{L}\p{M} .'-]*$/u);

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

function policyError(path: string, pw: string, email: string): ApiError | null {
  const failure = passwordPolicyFailure(pw, email);
  if (failure === null) return null;
  const m = passwordPolicyMessage(failure);
  return ApiError.invalid([issue(path, "password_policy", m.pl, m.en)]);
}

const emailTaken = (path: string): ApiError =>
  ApiError.invalid([
    issue(
      path,
      "email_taken",
      "Konto z tym adresem e-mail już istnieje.",
      "An account with this e-mail already exists.",
    ),
  ]);

const invalidCredentials = (): ApiError =>
  new ApiError("unauthorized", {
    message: { pl: "Nieprawidłowy e-mail lub hasło.", en: "Invalid e-mail or password." },
  });

const tokenInvalid = (path: string): ApiError =>
  ApiError.invalid([
    issue(
      path,
      "token_invalid",
      "Link jest nieprawidłowy lub wygasł. Poproś o nowy.",
      "The link is invalid or has expired. Request a new one.",
    ),
  ]);

async function customerOr404(context: AppContext, id: number): Promise<CustomerDoc> {
  const customer = await loadCustomer(shopServices(context).db, id);
  if (!customer) throw new ApiError("unauthorized");
  return customer;
}

/** Account endpoints of api-contract §4.1–§4.11. */
export const userRoutes: RouteGroup = {
  name: "user",
  register(router, context) {
    // created at start, so a bad setting (PASSWORD_SCRYPT_LOG_N …) stops the server instead of failing requests
    shopServices(context);
    const services = () => shopServices(context);
    const account = { rateLimit: [SHOP_LIMITS.accountIp] };
    const emptyQuery = z.strictObject({ ...commonQuery });

    router.post("/api/user/create", { rateLimit: [SHOP_LIMITS.registerIp] }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const { db, config } = services();
      const countries = await services().countries();
      const body = parseInput(
        "body",
        z.strictObject({
          customer: z.strictObject({
            email: emailSchema,
            firstname: personName,
            lastname: personName,
            addresses: z.array(addressSchema({ countries })).max(5).optional(),
            storeId: z.union([z.number().int(), z.string().max(10)]).optional(),
          }),
          password,
        }),
        request.body,
      );
      const policy = policyError("password", body.password, body.customer.email);
      if (policy) throw policy;
      const taken = await db
        .selectFrom("customer")
        .select("id")
        .where("email", "=", body.customer.email)
        .executeTakeFirst();
      if (taken) throw emailTaken("customer.email");
      const hash = await hashPassword(body.password, config.scryptLogN);
      const t = context.now();
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("customer")
          .values({
            email: body.customer.email,
            firstname: body.customer.firstname,
            lastname: body.customer.lastname,
            password_hash: hash,
            google_sub: null,
            facebook_id: null,
            created_at: t,
            updated_at: t,
          })
          .onConflict((oc) => oc.column("email").doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!row) throw emailTaken("customer.email");
        await replaceAddresses(trx, row.id, body.customer.addresses ?? []);
        return row.id;
      });
      return customerOr404(context, id);
    });

    router.post("/api/user/login", { rateLimit: [SHOP_LIMITS.loginIp] }, async (request, reply) => {
      parseInput("query", emptyQuery, request.query);
      const { db, config, throttle, auth } = services();
      const body = parseInput(
        "body",
        z.strictObject({ username: emailSchema, password: z.string().min(1).max(256) }),
        request.body,
      );
      const lockedFor = throttle.lockedFor(body.username, context.now());
      if (lockedFor > 0) throw rateLimited(lockedFor);
      const ip = ipOf(context, request);
      const stuffing = context.limiter.peek(SHOP_LIMITS.loginFailIp, ip, context.now());
      if (!stuffing.allowed) throw rateLimited(stuffing.retryAfterS);
      const row = await db
        .selectFrom("customer")
        .select(["id", "password_hash"])
        .where("email", "=", body.username)
        .executeTakeFirst();
      // S6: unknown e-mails verify against a throw-away hash so the timing does not tell them apart
      const check = await verifyPassword(body.password, row?.password_hash ?? null, config.scryptLogN);
      if (!row || !check.ok) {
        context.limiter.hit(SHOP_LIMITS.loginFailIp, ip, context.now());
        const lock = throttle.fail(body.username, context.now());
        if (lock > 0) throw rateLimited(lock);
        throw invalidCredentials();
      }
      throttle.succeed(body.username);
      if (check.needsRehash) {
        const upgraded = await hashPassword(body.password, config.scryptLogN);
        await db.updateTable("customer").set({ password_hash: upgraded }).where("id", "=", row.id).execute();
      }
      return sendTokens(reply, await auth.startSession(row.id));
    });

    router.post("/api/user/refresh", { rateLimit: [SHOP_LIMITS.refreshIp] }, async (request, reply) => {
      parseInput("query", emptyQuery, request.query);
      const body = parseInput(
        "body",
        z.strictObject({ refreshToken: z.string().min(1).max(512) }),
        request.body,
      );
      const pair = await services().auth.refresh(body.refreshToken);
      if (pair === null) throw new ApiError("unauthorized");
      return sendTokens(reply, pair);
    });

    router.post("/api/ext/user/logout", { rateLimit: [SHOP_LIMITS.refreshIp] }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const body = parseInput(
        "body",
        z.strictObject({ refreshToken: z.string().min(1).max(512) }),
        request.body,
      );
      await services().auth.logout(body.refreshToken);
      return "OK";
    });

    router.get("/api/user/me", account, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const id = await services().auth.requireCustomer(request);
      const customer = await customerOr404(context, id);
      return { ...customer, groupToken: services().auth.groupToken(customer.group_id) };
    });

    router.post("/api/user/me", account, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const { auth, db, mailer } = services();
      const id = await auth.requireCustomer(request);
      const body = parseInput(
        "body",
        z.strictObject({
          customer: z.strictObject({
            firstname: personName,
            lastname: personName,
            email: emailSchema,
            addresses: z
              .array(addressSchema({ countries: await services().countries() }))
              .max(20)
              .optional(),
          }),
        }),
        request.body,
      );
      const before = await customerOr404(context, id);
      const c = body.customer;
      if (c.email !== before.email) {
        const taken = await db
          .selectFrom("customer")
          .select("id")
          .where("email", "=", c.email)
          .executeTakeFirst();
        if (taken) throw emailTaken("customer.email");
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("customer")
          .set({ firstname: c.firstname, lastname: c.lastname, email: c.email, updated_at: context.now() })
          .where("id", "=", id)
          .execute();
        if (c.addresses !== undefined) await replaceAddresses(trx, id, c.addresses);
      });
      if (c.email !== before.email) {
        mailer.send({
          kind: "email_changed",
          to: before.email,
          subject: "Zmiana adresu e-mail w Twoim koncie",
          text: `Adres e-mail Twojego konta został zmieniony na ${c.email}. Jeśli to nie Ty, skontaktuj się z nami.`,
          data: { new_email: c.email },
        });
      }
      const customer = await customerOr404(context, id);
      return { ...customer, groupToken: auth.groupToken(customer.group_id) };
    });

    router.get("/api/user/order-history", account, async (request) => {
      const { auth, db } = services();
      const query = parseInput(
        "query",
        z.strictObject({
          ...commonQuery,
          pageSize: queryInt(1, 100).optional(),
          currentPage: queryInt(1, 1000).optional(),
        }),
        request.query,
      );
      const id = await auth.requireCustomer(request);
      const pageSize = query.pageSize ?? 20;
      const currentPage = query.currentPage ?? 1;
      const count = await db
        .selectFrom("sales_order")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("customer_id", "=", id)
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom("sales_order")
        .select(["id", "body"])
        .where("customer_id", "=", id)
        .orderBy("id", "desc")
        .limit(pageSize)
        .offset((currentPage - 1) * pageSize)
        .execute();
      const reviewed = await db
        .selectFrom("review_submission")
        .select("product_id")
        .where("customer_id", "=", id)
        .where("review_entity", "=", "product")
        .execute();
      const reviewedIds = new Set(reviewed.map((r) => r.product_id));
      return {
        items: rows.map((r) => formatOrderForHistory(r.id, r.body, reviewedIds)),
        total_count: Number(count.n),
        search_criteria: { page_size: pageSize, current_page: currentPage },
      };
    });

    router.post("/api/user/reset-password", { rateLimit: [SHOP_LIMITS.resetIp] }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const { db, mailer } = services();
      const body = parseInput("body", z.strictObject({ email: emailSchema }), request.body);
      hitLimit(context, SHOP_LIMITS.resetEmail, body.email);
      const row = await db
        .selectFrom("customer")
        .select("id")
        .where("email", "=", body.email)
        .executeTakeFirst();
      if (row) {
        const token = randomToken();
        await db
          .insertInto("password_reset")
          .values({
            token_hash: sha256Hex(token),
            customer_id: row.id,
            expires_at: context.now() + RESET_TTL_MS,
            used_at: null,
          })
          .execute();
        const link = `${context.config.storefrontUrl}/create-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(body.email)}`;
        mailer.send({
          kind: "password_reset",
          to: body.email,
          subject: "Ustaw nowe hasło",
          text: `Aby ustawić nowe hasło, otwórz link (ważny 1 godzinę):\n${link}\n\nJeśli to nie Ty, zignoruj tę wiadomość.`,
          data: { resetToken: token, link, links: [link] },
        });
      }
      // S14: the same answer whether or not the account exists
      return true;
    });

    router.post("/api/user/create-password", account, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const { db, config, auth } = services();
      const body = parseInput(
        "body",
        z.strictObject({ email: emailSchema, resetToken: z.string().min(1).max(512), newPassword: password }),
        request.body,
      );
      const t = context.now();
      const row = await db
        .selectFrom("password_reset")
        .innerJoin("customer", "customer.id", "password_reset.customer_id")
        .select([
          "password_reset.customer_id",
          "password_reset.expires_at",
          "password_reset.used_at",
          "customer.email",
        ])
        .where("password_reset.token_hash", "=", sha256Hex(body.resetToken))
        .executeTakeFirst();
      if (!row || row.used_at !== null || row.expires_at <= t || row.email !== body.email) {
        // The token is checked first: only wrong tokens are counted, so a stranger's bogus attempts
        // never block the owner's genuine link (the token's 256 bits already make guessing futile).
        hitLimit(context, SHOP_LIMITS.passwordResetIp, ipOf(context, request));
        hitLimit(context, SHOP_LIMITS.passwordAccount, body.email);
        throw tokenInvalid("resetToken");
      }
      const policy = policyError("newPassword", body.newPassword, body.email);
      if (policy) throw policy;
      const hash = await hashPassword(body.newPassword, config.scryptLogN);
      const used = await db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable("password_reset")
          .set({ used_at: t })
          .where("token_hash", "=", sha256Hex(body.resetToken))
          .where("used_at", "is", null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return false;
        await trx
          .updateTable("customer")
          .set({ password_hash: hash, updated_at: t })
          .where("id", "=", row.customer_id)
          .execute();
        return true;
      });
      if (!used) throw tokenInvalid("resetToken");
      await auth.revokeAll(row.customer_id);
      // the owner proved it through the mailbox: a login lock-out a stranger caused ends here
      services().throttle.succeed(body.email);
      return true;
    });

    router.post("/api/user/change-password", account, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const { db, config, auth } = services();
      const id = await auth.requireCustomer(request);
      const body = parseInput(
        "body",
        z.strictObject({ currentPassword: z.string().min(1).max(256), newPassword: password }),
        request.body,
      );
      hitLimit(context, SHOP_LIMITS.passwordAccount, `customer:${id}`);
      const row = await db
        .selectFrom("customer")
        .select(["email", "password_hash"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const check = await verifyPassword(body.currentPassword, row.password_hash, config.scryptLogN);
      if (!check.ok) {
        throw ApiError.invalid([
          issue(
            "currentPassword",
            "wrong_password",
            "Obecne hasło jest nieprawidłowe.",
            "The current password is wrong.",
          ),
        ]);
      }
      const policy = policyError("newPassword", body.newPassword, row.email);
      if (policy) throw policy;
      const hash = await hashPassword(body.newPassword, config.scryptLogN);
      await db
        .updateTable("customer")
        .set({ password_hash: hash, updated_at: context.now() })
        .where("id", "=", id)
        .execute();
      await auth.revokeAll(id);
      return true;
    });
  },
};
