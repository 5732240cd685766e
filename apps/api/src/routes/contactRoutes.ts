import { z } from "zod";
import { randomToken, sha256Hex, signPayload, verifyPayload } from "../auth/secrets.js";
import type { RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, freeText, issue, parseInput, singleLine } from "../http/validation.js";
import { sendMail } from "../mail/sendMail.js";
import { emailSchema } from "../shop/addressSchema.js";
import { consentSchema } from "../shop/consentSchemas.js";
import { linkTokenInvalid } from "../shop/linkTokenInvalid.js";
import { SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

/** §11.4: form tokens are valid for 2 h and single-use. */
export const FORM_TOKEN_TTL_MS = 2 * 3_600_000;

/** Form tokens, the contact form and the mail service of api-contract §11.3 and §11.4. */
export const contactRoutes: RouteGroup = {
  name: "contact",
  register(router, context) {
    const services = () => shopServices(context);
    const emptyQuery = z.strictObject({ ...commonQuery });

    const useFormToken = async (token: string, path: string): Promise<void> => {
      const payload = verifyPayload(services().formKey, token);
      const t = context.now();
      if (payload?.kind !== "form" || typeof payload.exp !== "number" || payload.exp <= t)
        throw linkTokenInvalid(path);
      const { db } = services();
      await db.deleteFrom("used_form_token").where("expires_at", "<", t).execute();
      const used = await db
        .insertInto("used_form_token")
        .values({ token_hash: sha256Hex(token), expires_at: payload.exp })
        .onConflict((oc) => oc.column("token_hash").doNothing())
        .executeTakeFirst();
      if (Number(used.numInsertedOrUpdatedRows ?? 0) !== 1) throw linkTokenInvalid(path);
    };

    router.get(
      "/api/ext/mail-service/get-token",
      { rateLimit: [SHOP_LIMITS.analyticsIp] },
      async (request) => {
        parseInput("query", emptyQuery, request.query);
        return signPayload(services().formKey, {
          kind: "form",
          nonce: randomToken(),
          exp: context.now() + FORM_TOKEN_TTL_MS,
        });
      },
    );

    router.post("/api/ext/contact", { rateLimit: [SHOP_LIMITS.contactIp] }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const body = parseInput(
        "body",
        z.strictObject({
          name: freeText(2, 100),
          email: emailSchema,
          phone: z
            .string()
            .regex(/^\+?[0-9][0-9 ()-]{5,19}$/)
            .optional(),
          subject: singleLine(0, 150).optional(),
          message: freeText(10, 5000),
          order_number: z
            .string()
            .regex(/^[A-Za-z0-9-]{1,32}$/)
            .optional(),
          consent: consentSchema,
          form_token: z.string().min(1).max(2048),
          website: z.literal(""),
        }),
        request.body,
      );
      await useFormToken(body.form_token, "form_token");
      const { config } = services();
      await sendMail(context, {
        kind: "contact",
        to: config.shopContactEmail,
        replyTo: body.email,
        subject: `Formularz kontaktowy: ${body.subject ?? "(bez tematu)"}`,
        text: `Od: ${body.name} <${body.email}>${body.phone ? `, tel. ${body.phone}` : ""}${body.order_number ? `\nZamówienie: ${body.order_number}` : ""}\n\n${body.message}`,
      });
      return "OK";
    });

    router.post(
      "/api/ext/mail-service/send-email",
      { rateLimit: [SHOP_LIMITS.contactIp] },
      async (request) => {
        parseInput("query", emptyQuery, request.query);
        const body = parseInput(
          "body",
          z.strictObject({
            token: z.string().min(1).max(2048),
            sourceAddress: emailSchema,
            targetAddress: emailSchema,
            subject: singleLine(1, 150),
            emailText: freeText(1, 5000),
            confirmation: z.boolean().optional(),
          }),
          request.body,
        );
        const { config } = services();
        // §11.4: stop at the first failed check
        const whitelist = [config.shopContactEmail, ...config.mailWhitelist];
        if (!whitelist.includes(body.targetAddress)) {
          throw ApiError.invalid([
            issue(
              "targetAddress",
              "invalid_enum",
              "Ten adres odbiorcy jest niedozwolony.",
              "This recipient is not allowed.",
            ),
          ]);
        }
        await useFormToken(body.token, "token");
        await sendMail(context, {
          kind: "mail_service",
          to: body.targetAddress,
          replyTo: body.sourceAddress,
          subject: body.subject,
          text: body.emailText,
        });
        if (body.confirmation) {
          await sendMail(context, {
            kind: "mail_service_confirmation",
            to: body.sourceAddress,
            subject: "Otrzymaliśmy Twoją wiadomość",
            text: "Dziękujemy za wiadomość. Odpowiemy najszybciej, jak to możliwe.",
          });
        }
        return "OK";
      },
    );
  },
};
