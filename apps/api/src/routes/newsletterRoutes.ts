import { z } from "zod";
import { loadCustomer } from "../auth/customerStore.js";
import { randomToken, safeEqual, sha256Hex } from "../auth/secrets.js";
import type { RouteGroup } from "../context.js";
import { commonQuery, parseInput } from "../http/validation.js";
import { newsletterConfirmMail, newsletterWelcomeMail } from "../mail/engagementMails.js";
import { sendMail } from "../mail/sendMail.js";
import { emailSchema } from "../shop/addressSchema.js";
import { consentSchema, mailLanguageSchema } from "../shop/consentSchemas.js";
import { linkTokenInvalid } from "../shop/linkTokenInvalid.js";
import { mailLinkRoute } from "../shop/mailLinkRoute.js";
import { issueNewsletterCoupon, newsletterUnsubscribeToken } from "../shop/newsletterCoupons.js";
import { SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

/**
 * The newsletter of api-contract §11.1: status, double opt-in, confirmation with the welcome coupon,
 * unsubscribe.
 */
export const newsletterRoutes: RouteGroup = {
  name: "newsletter",
  register(router, context) {
    const services = () => shopServices(context);
    const emptyQuery = z.strictObject({ ...commonQuery });

    const NEWSLETTER = "/api/ext/mailchimp-subscribe/subscribe";
    router.get(NEWSLETTER, {}, async (request) => {
      const query = parseInput(
        "query",
        z.strictObject({ ...commonQuery, email: emailSchema }),
        request.query,
      );
      const customerId = await services().auth.optionalCustomer(request);
      if (customerId === null) return "unknown";
      const customer = await loadCustomer(services().db, customerId);
      // S14: only the caller's own address is answered
      if (!customer || customer.email !== query.email) return "unknown";
      const row = await services()
        .db.selectFrom("newsletter_subscription")
        .select("status")
        .where("email", "=", query.email)
        .executeTakeFirst();
      return row?.status ?? "unsubscribed";
    });

    router.post(NEWSLETTER, { rateLimit: [SHOP_LIMITS.subscribeIp] }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const body = parseInput(
        "body",
        z.strictObject({ email: emailSchema, consent: consentSchema, lang: mailLanguageSchema.optional() }),
        request.body,
      );
      const { db } = services();
      const existing = await db
        .selectFrom("newsletter_subscription")
        .select("status")
        .where("email", "=", body.email)
        .executeTakeFirst();
      if (existing && existing.status !== "unsubscribed") return "OK";
      const confirm = randomToken();
      const unsubscribe = randomToken();
      const values = {
        status: "pending" as const,
        confirm_hash: sha256Hex(confirm),
        unsubscribe_hash: sha256Hex(unsubscribe),
        lang: body.lang ?? "pl",
        updated_at: context.now(),
      };
      await db
        .insertInto("newsletter_subscription")
        .values({ email: body.email, ...values })
        .onConflict((oc) => oc.column("email").doUpdateSet(values))
        .execute();
      const mail = newsletterConfirmMail(context.config.storefrontUrl, confirm, unsubscribe, body.email);
      await sendMail(context, {
        kind: "newsletter_confirm",
        to: body.email,
        subject: mail.subject,
        text: mail.text,
        data: {
          confirmToken: confirm,
          unsubscribeToken: unsubscribe,
          links: [mail.confirmLink, mail.unsubscribeLink],
        },
      });
      return "OK";
    });

    mailLinkRoute(router, "/api/ext/mailchimp-subscribe/confirm", async (token) => {
      const { db } = services();
      const row = await db
        .selectFrom("newsletter_subscription")
        .selectAll()
        .where("confirm_hash", "=", sha256Hex(token))
        .executeTakeFirst();
      if (row?.status !== "pending") return false;
      await db
        .updateTable("newsletter_subscription")
        .set({ status: "subscribed", confirm_hash: null, updated_at: context.now() })
        .where("email", "=", row.email)
        .execute();
      // the confirmation mail's unsubscribe link keeps working; later mails carry the permanent token
      const unsubscribe = newsletterUnsubscribeToken(context, row.email);
      // issue 12: the subscriber's own single-use code (kept when they subscribe again)
      const coupon = await issueNewsletterCoupon(context, row.email);
      const mail = newsletterWelcomeMail(context.config.storefrontUrl, coupon, unsubscribe, row.email);
      await sendMail(context, {
        kind: "newsletter_welcome",
        to: row.email,
        subject: mail.subject,
        text: mail.text,
        data: { coupon, unsubscribeToken: unsubscribe, links: [mail.unsubscribeLink] },
      });
      return true;
    });

    router.delete(NEWSLETTER, { rateLimit: [SHOP_LIMITS.mailLinkIp] }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const body = parseInput(
        "body",
        z.strictObject({ email: emailSchema, unsubscribe_token: z.string().min(1).max(512).optional() }),
        request.body,
      );
      const { db, auth } = services();
      const customerId = await auth.optionalCustomer(request);
      let allowed = false;
      if (customerId !== null) {
        const customer = await loadCustomer(db, customerId);
        allowed = customer?.email === body.email;
      }
      const row = await db
        .selectFrom("newsletter_subscription")
        .selectAll()
        .where("email", "=", body.email)
        .executeTakeFirst();
      if (!allowed && body.unsubscribe_token !== undefined && row) {
        allowed =
          safeEqual(sha256Hex(body.unsubscribe_token), row.unsubscribe_hash) ||
          safeEqual(body.unsubscribe_token, newsletterUnsubscribeToken(context, body.email));
      }
      if (!allowed) throw linkTokenInvalid("unsubscribe_token");
      if (row) {
        await db
          .updateTable("newsletter_subscription")
          .set({ status: "unsubscribed", confirm_hash: null, updated_at: context.now() })
          .where("email", "=", body.email)
          .execute();
      }
      return "OK";
    });
  },
};
