import type { StaffPrincipal } from "@outlet/contract";
import { z } from "zod";
import { passwordPolicyError } from "../auth/accountErrors.js";
import { hashPassword, verifyPassword } from "../auth/passwords.js";
import { sha256Hex } from "../auth/secrets.js";
import type { AppContext, RouteGroup } from "../context.js";
import { staffDb } from "../db/staffSchema.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, issue, parseInput } from "../http/validation.js";
import { emailSchema } from "../shop/addressSchema.js";
import { ipOf, rateLimited, SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";
import { STAFF_SESSION_MAX_MS } from "../staff/createStaffAuth.js";
import { setStaffCookie } from "../staff/staffCookie.js";
import { apiKeyOfPrincipal, staffOf } from "../staff/staffOf.js";
import { STAFF_ROLES } from "../staff/staffRoles.js";
import { createTotpVault } from "../staff/totp.js";

const emptyQuery = z.strictObject({ ...commonQuery });
const code = z.string().regex(/^\d{6}$/);

/** The throttle's key of a staff account: apart from a shopper account with the same e-mail. */
const throttleKey = (email: string): string => `staff:${email}`;

const loginFailed = (reason: "invalid_credentials" | "totp_required" | "totp_invalid"): ApiError => {
  switch (reason) {
    case "invalid_credentials":
      return new ApiError("unauthorized", {
        result: { reason },
        message: { pl: "Nieprawidłowy e-mail lub hasło.", en: "Invalid e-mail or password." },
      });
    case "totp_required":
      return new ApiError("unauthorized", {
        result: { reason },
        message: {
          pl: "Podaj sześciocyfrowy kod z aplikacji uwierzytelniającej.",
          en: "Enter the six-digit code from your authenticator app.",
        },
      });
    case "totp_invalid":
      return new ApiError("unauthorized", {
        result: { reason },
        message: {
          pl: "Kod z aplikacji uwierzytelniającej jest nieprawidłowy lub już użyty.",
          en: "The authenticator code is wrong or already used.",
        },
      });
  }
};

const wrongCode = (): ApiError =>
  ApiError.invalid([
    issue("code", "invalid_format", "Nieprawidłowy kod z aplikacji.", "Wrong authenticator code."),
  ]);

/** The owner's second-factor columns a TOTP endpoint changes. */
interface TotpColumns {
  readonly totp_enabled?: 0 | 1;
  readonly totp_secret?: string | null;
  readonly totp_last_step?: number | null;
}

const wrongPassword = (path: string): ApiError =>
  ApiError.invalid([issue(path, "wrong_password", "Nieprawidłowe hasło.", "Wrong password.")]);

/** What "me" and the log-in answer about the signed-in staff member. */
async function sessionView(context: AppContext, principal: StaffPrincipal, sessionId: string | null) {
  const row = await staffDb(context.database.db)
    .selectFrom("staff_user")
    .select(["totp_enabled", "password_one_time", "password_hash"])
    .where("id", "=", principal.id)
    .executeTakeFirstOrThrow();
  const session =
    sessionId === null
      ? undefined
      : await staffDb(context.database.db)
          .selectFrom("staff_session")
          .select(["must_change_password", "expires_at"])
          .where("id_hash", "=", sha256Hex(sessionId))
          .executeTakeFirst();
  return {
    staff: { id: principal.id, email: principal.email, role: principal.role },
    csrfToken: sessionId === null ? null : context.staffAuth.csrfTokenOf(sessionId),
    mustChangePassword: session?.must_change_password === 1,
    totpEnabled: row.totp_enabled === 1,
    expiresAt: session === undefined ? null : new Date(Number(session.expires_at)).toISOString(),
  };
}

/**
 * The staff session endpoints (after-sales-and-law.md §7, issue 25) under `/api/admin/session/`: log-in
 * (cookie + CSRF token; a one-time password is used up and the session may only set a new password), log-out,
 * "me", the password change, and the owner's optional TOTP second factor (set up, enable, disable).
 */
export const staffSessionRoutes: RouteGroup = {
  name: "staff-session",
  register(router, context) {
    const db = staffDb(context.database.db);
    const vault = createTotpVault(context.config.appSecret);
    const anyRole = { roles: STAFF_ROLES, beforePasswordChange: true } as const;
    /** Writes the signed-in owner's second-factor columns and the audit entry of the change, together. */
    const changeTotp = (
      principal: StaffPrincipal,
      action: string,
      [before, after]: readonly [boolean, boolean],
      columns: TotpColumns,
    ): Promise<void> =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable("staff_user")
          .set({ ...columns, updated_at: context.now() })
          .where("id", "=", principal.id)
          .execute();
        await context.audit.record(trx, {
          actor: principal,
          action,
          entity: "staff",
          entityId: String(principal.id),
          before: { totpEnabled: before },
          after: { totpEnabled: after },
        });
      });

    router.post(
      "/api/admin/session/login",
      { rateLimit: [SHOP_LIMITS.loginIp], gate: "hash" },
      async (request, reply) => {
        parseInput("query", emptyQuery, request.query);
        const body = parseInput(
          "body",
          z.strictObject({ email: emailSchema, password: z.string().min(1).max(256), otp: code.optional() }),
          request.body,
        );
        const { throttle, config } = shopServices(context);
        const account = throttleKey(body.email);
        const lockedFor = await throttle.lockedFor(account, context.now());
        if (lockedFor > 0) throw rateLimited(lockedFor);
        const ip = ipOf(context, request);
        const stuffing = await context.limiter.peek(SHOP_LIMITS.loginFailIp, ip, context.now());
        if (!stuffing.allowed) throw rateLimited(stuffing.retryAfterS);
        const row = await db
          .selectFrom("staff_user")
          .selectAll()
          .where("email", "=", body.email)
          .where("disabled", "=", 0)
          .executeTakeFirst();
        // S6: an unknown e-mail verifies against a throw-away hash, so the timing tells nothing
        const check = await verifyPassword(body.password, row?.password_hash ?? null, config.scryptLogN);
        const fail = async (reason: "invalid_credentials" | "totp_invalid"): Promise<never> => {
          await context.limiter.hit(SHOP_LIMITS.loginFailIp, ip, context.now());
          const lock = await throttle.fail(account, context.now());
          if (lock > 0) throw rateLimited(lock);
          throw loginFailed(reason);
        };
        if (!row || !check.ok) return fail("invalid_credentials");
        if (row.totp_enabled === 1) {
          if (body.otp === undefined) throw loginFailed("totp_required");
          const secret = row.totp_secret === null ? null : vault.open(row.totp_secret);
          const step =
            secret === null ? null : await vault.check(secret, body.otp, context.now(), row.totp_last_step);
          if (step === null) return fail("totp_invalid");
          await db.updateTable("staff_user").set({ totp_last_step: step }).where("id", "=", row.id).execute();
        }
        await throttle.succeed(account);
        const oneTime = row.password_one_time === 1;
        if (oneTime) {
          // the one-time password expires at its first log-in: it opens one session that can only set a password
          const used = await db
            .updateTable("staff_user")
            .set({ password_hash: null, updated_at: context.now() })
            .where("id", "=", row.id)
            .where("password_hash", "=", row.password_hash)
            .executeTakeFirst();
          if (used.numUpdatedRows === 0n) return fail("invalid_credentials");
        } else if (check.needsRehash) {
          const upgraded = await hashPassword(body.password, config.scryptLogN);
          await db
            .updateTable("staff_user")
            .set({ password_hash: upgraded })
            .where("id", "=", row.id)
            .execute();
        }
        const started = await context.staffAuth.startSession(row.id, { mustChangePassword: oneTime });
        setStaffCookie(request, reply, started.sessionId, STAFF_SESSION_MAX_MS, context.config.forwardingKey);
        return sessionView(context, { id: row.id, email: row.email, role: row.role }, started.sessionId);
      },
    );

    router.post("/api/admin/session/logout", { staff: anyRole }, async (request, reply) => {
      parseInput("query", emptyQuery, request.query);
      const sessionId = context.staffAuth.sessionIdOf(request);
      if (sessionId !== null && apiKeyOfPrincipal(staffOf(request)) === null)
        await context.staffAuth.endSession(sessionId);
      setStaffCookie(request, reply, null, 0, context.config.forwardingKey);
      return "OK";
    });

    router.get("/api/admin/session/me", { staff: anyRole }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const principal = staffOf(request);
      const sessionId = apiKeyOfPrincipal(principal) === null ? context.staffAuth.sessionIdOf(request) : null;
      return sessionView(context, principal, sessionId);
    });

    router.post("/api/admin/session/password", { staff: anyRole, gate: "hash" }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const principal = staffOf(request);
      const sessionId = context.staffAuth.sessionIdOf(request);
      if (apiKeyOfPrincipal(principal) !== null || sessionId === null)
        throw new ApiError("forbidden", {
          result: { reason: "staff_forbidden" },
          message: {
            pl: "Hasło zmienia się po zalogowaniu w zapleczu, nie kluczem API.",
            en: "Passwords are changed in a back-office session, not with an API key.",
          },
        });
      const body = parseInput(
        "body",
        z.strictObject({
          currentPassword: z.string().min(1).max(256).optional(),
          newPassword: z.string().max(256),
        }),
        request.body,
      );
      const { config } = shopServices(context);
      const row = await db
        .selectFrom("staff_user")
        .select(["password_hash", "password_one_time"])
        .where("id", "=", principal.id)
        .executeTakeFirstOrThrow();
      // a one-time password's session has no current password left to give (it was used up at log-in)
      const usedOneTime = row.password_one_time === 1 && row.password_hash === null;
      if (!usedOneTime) {
        if (body.currentPassword === undefined)
          throw ApiError.invalid([
            issue("currentPassword", "required", "To pole jest wymagane.", "This field is required."),
          ]);
        const check = await verifyPassword(body.currentPassword, row.password_hash, config.scryptLogN);
        if (!check.ok) throw wrongPassword("currentPassword");
      }
      const policy = passwordPolicyError("newPassword", body.newPassword, principal.email);
      if (policy) throw policy;
      const hash = await hashPassword(body.newPassword, config.scryptLogN);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("staff_user")
          .set({ password_hash: hash, password_one_time: 0, updated_at: context.now() })
          .where("id", "=", principal.id)
          .execute();
        await context.audit.record(trx, {
          actor: principal,
          action: "staff.password_change",
          entity: "staff",
          entityId: String(principal.id),
          before: { oneTimePassword: usedOneTime },
          after: {},
        });
      });
      // every other session of this person ends; this one goes on, no longer restricted
      await context.staffAuth.endAllSessions(principal.id, sessionId);
      await db
        .updateTable("staff_session")
        .set({ must_change_password: 0 })
        .where("staff_id", "=", principal.id)
        .where("revoked_at", "is", null)
        .execute();
      return sessionView(context, principal, sessionId);
    });

    router.post("/api/admin/session/totp/setup", { staff: { roles: ["owner"] } }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const principal = staffOf(request);
      const row = await db
        .selectFrom("staff_user")
        .select("totp_enabled")
        .where("id", "=", principal.id)
        .executeTakeFirstOrThrow();
      if (row.totp_enabled === 1)
        throw ApiError.invalid([
          issue(
            "",
            "conflict",
            "Drugi składnik jest już włączony. Najpierw go wyłącz.",
            "The second factor is already on. Turn it off first.",
          ),
        ]);
      const secret = vault.newSecret();
      await changeTotp(principal, "staff.totp_setup", [false, false], {
        totp_secret: vault.seal(secret),
        totp_last_step: null,
      });
      // shown once, for the authenticator app; stored only encrypted
      return { secret, otpauthUrl: vault.uri(secret, principal.email) };
    });

    router.post("/api/admin/session/totp/enable", { staff: { roles: ["owner"] } }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const principal = staffOf(request);
      const body = parseInput("body", z.strictObject({ code }), request.body);
      const row = await db
        .selectFrom("staff_user")
        .select(["totp_secret", "totp_enabled", "totp_last_step"])
        .where("id", "=", principal.id)
        .executeTakeFirstOrThrow();
      const secret = row.totp_secret === null ? null : vault.open(row.totp_secret);
      if (row.totp_enabled === 1 || secret === null)
        throw ApiError.invalid([
          issue(
            "",
            "conflict",
            "Najpierw wygeneruj nowy klucz dla aplikacji uwierzytelniającej.",
            "Set up a new authenticator key first.",
          ),
        ]);
      const step = await vault.check(secret, body.code, context.now(), row.totp_last_step);
      if (step === null) throw wrongCode();
      await changeTotp(principal, "staff.totp_enable", [false, true], {
        totp_enabled: 1,
        totp_last_step: step,
      });
      return { totpEnabled: true };
    });

    router.post("/api/admin/session/totp/disable", { staff: { roles: ["owner"] } }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const principal = staffOf(request);
      const body = parseInput(
        "body",
        z.strictObject({ password: z.string().min(1).max(256), code }),
        request.body,
      );
      const row = await db
        .selectFrom("staff_user")
        .select(["password_hash", "totp_secret", "totp_enabled", "totp_last_step"])
        .where("id", "=", principal.id)
        .executeTakeFirstOrThrow();
      const check = await verifyPassword(
        body.password,
        row.password_hash,
        shopServices(context).config.scryptLogN,
      );
      if (!check.ok) throw wrongPassword("password");
      const secret = row.totp_secret === null ? null : vault.open(row.totp_secret);
      const step =
        row.totp_enabled === 1 && secret !== null
          ? await vault.check(secret, body.code, context.now(), row.totp_last_step)
          : null;
      if (step === null) throw wrongCode();
      await changeTotp(principal, "staff.totp_disable", [true, false], {
        totp_enabled: 0,
        totp_secret: null,
        totp_last_step: null,
      });
      return { totpEnabled: false };
    });
  },
};
