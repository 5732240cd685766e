import { z } from "zod";
import { passwordPolicyError, resetTokenInvalid } from "../auth/accountErrors.js";
import { newPasswordSchema } from "../auth/newPasswordSchema.js";
import { hashPassword, verifyPassword } from "../auth/passwords.js";
import { randomToken, sha256Hex } from "../auth/secrets.js";
import type { RouteGroup } from "../context.js";
import type { TxDb } from "../db/transactionSchema.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, issue, parseInput } from "../http/validation.js";
import { sendMail } from "../mail/sendMail.js";
import { emailSchema } from "../shop/addressSchema.js";
import { hitLimit, ipOf, SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

const RESET_TTL_MS = 3_600_000;

/**
 * Marks every reset link of a customer still open as used: a password set through one link, or changed in
 * the account, ends all the others (issue 31: older links stayed valid after both).
 */
async function retireResetTokens(db: TxDb, customerId: number, at: number): Promise<void> {
  await db
    .updateTable("password_reset")
    .set({ used_at: at })
    .where("customer_id", "=", customerId)
    .where("used_at", "is", null)
    .execute();
}

/**
 * The customer a reset link still opens: its token known, unused, unexpired and sent to this e-mail
 * address; else `null`.
 */
async function openResetLink(
  db: TxDb,
  link: { readonly email: string; readonly resetToken: string },
  at: number,
): Promise<{ readonly customer_id: number } | null> {
  const row = await db
    .selectFrom("password_reset")
    .innerJoin("customer", "customer.id", "password_reset.customer_id")
    .select([
      "password_reset.customer_id",
      "password_reset.expires_at",
      "password_reset.used_at",
      "customer.email",
    ])
    .where("password_reset.token_hash", "=", sha256Hex(link.resetToken))
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= at || row.email !== link.email) return null;
  return { customer_id: row.customer_id };
}

/** Password endpoints of api-contract §4.9–§4.11: the reset mail, a new password from its link, a change. */
export const passwordRoutes: RouteGroup = {
  name: "password",
  register(router, context) {
    const services = () => shopServices(context);
    const account = { rateLimit: [SHOP_LIMITS.accountIp] };
    const emptyQuery = z.strictObject({ ...commonQuery });

    router.post("/api/user/reset-password", { rateLimit: [SHOP_LIMITS.resetIp] }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const { db } = services();
      const body = parseInput("body", z.strictObject({ email: emailSchema }), request.body);
      await hitLimit(context, SHOP_LIMITS.resetEmail, body.email);
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
        await sendMail(context, {
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

    // Whether a reset link still works, asked when its page opens (issue 32: a used link showed the form and
    // said so only after the new password was typed twice): `true` or `false`, an answer rather than an error
    // (a page that asks is not at fault). Nothing is changed; a wrong token is counted as create-password
    // counts it. An extension of api-contract §4.10 (apps/api/README.md).
    router.post("/api/user/check-reset-token", account, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const { db } = services();
      const body = parseInput(
        "body",
        z.strictObject({ email: emailSchema, resetToken: z.string().min(1).max(512) }),
        request.body,
      );
      if (await openResetLink(db, body, context.now())) return true;
      await hitLimit(context, SHOP_LIMITS.passwordResetIp, ipOf(context, request));
      return false;
    });

    router.post("/api/user/create-password", { ...account, gate: "hash" }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const { db, config, auth } = services();
      const body = parseInput(
        "body",
        z.strictObject({
          email: emailSchema,
          resetToken: z.string().min(1).max(512),
          newPassword: newPasswordSchema,
        }),
        request.body,
      );
      const t = context.now();
      const row = await openResetLink(db, body, t);
      if (!row) {
        // The token is checked first: only wrong tokens are counted, so a stranger's bogus attempts
        // never block the owner's genuine link (the token's 256 bits already make guessing futile).
        await hitLimit(context, SHOP_LIMITS.passwordResetIp, ipOf(context, request));
        await hitLimit(context, SHOP_LIMITS.passwordAccount, body.email);
        throw resetTokenInvalid("resetToken");
      }
      const policy = passwordPolicyError("newPassword", body.newPassword, body.email);
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
        await retireResetTokens(trx, row.customer_id, t);
        return true;
      });
      if (!used) throw resetTokenInvalid("resetToken");
      await auth.revokeAll(row.customer_id);
      // the owner proved it through the mailbox: a login lock-out a stranger caused ends here
      await services().throttle.succeed(body.email);
      return true;
    });

    router.post("/api/user/change-password", { ...account, gate: "hash" }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const { db, config, auth } = services();
      const id = await auth.requireCustomer(request);
      const body = parseInput(
        "body",
        z.strictObject({ currentPassword: z.string().min(1).max(256), newPassword: newPasswordSchema }),
        request.body,
      );
      await hitLimit(context, SHOP_LIMITS.passwordAccount, `customer:${id}`);
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
      const policy = passwordPolicyError("newPassword", body.newPassword, row.email);
      if (policy) throw policy;
      const hash = await hashPassword(body.newPassword, config.scryptLogN);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("customer")
          .set({ password_hash: hash, updated_at: context.now() })
          .where("id", "=", id)
          .execute();
        await retireResetTokens(trx, id, context.now());
      });
      await auth.revokeAll(id);
      return true;
    });
  },
};
