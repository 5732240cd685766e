import { z } from "zod";
import { randomToken, sha256Hex } from "../auth/secrets.js";
import type { RouteGroup } from "../context.js";
import { commonQuery, parseInput, skuSchema } from "../http/validation.js";
import { productPageLink, stockAlertConfirmMail } from "../mail/engagementMails.js";
import { sendMail } from "../mail/sendMail.js";
import { emailSchema } from "../shop/addressSchema.js";
import { consentSchema, mailLanguageSchema } from "../shop/consentSchemas.js";
import { mailLinkRoute } from "../shop/mailLinkRoute.js";
import { SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

/**
 * Back-in-stock alerts of api-contract §11.2: subscribe (double opt-in), confirm, unsubscribe. The mails go
 * out from `notifyBackInStock`.
 */
export const stockAlertRoutes: RouteGroup = {
  name: "stock-alert",
  register(router, context) {
    const services = () => shopServices(context);
    const emptyQuery = z.strictObject({ ...commonQuery });

    router.post(
      "/api/ext/stock-alert/subscribe",
      { rateLimit: [SHOP_LIMITS.subscribeIp] },
      async (request) => {
        parseInput("query", emptyQuery, request.query);
        const body = parseInput(
          "body",
          z.strictObject({
            email: emailSchema,
            sku: skuSchema,
            consent: consentSchema,
            lang: mailLanguageSchema.optional(),
          }),
          request.body,
        );
        const { db } = services();
        const hit = (await context.catalog.productsBySku([body.sku], context.now())).get(body.sku);
        const buyable = hit && (hit.child !== null || hit.product.type_id !== "configurable");
        // S14: always "OK"; unknown skus and repeats simply send nothing
        if (!buyable) return "OK";
        const confirm = randomToken();
        const unsubscribe = randomToken();
        const inserted = await db
          .insertInto("stock_alert")
          .values({
            email: body.email,
            sku: body.sku,
            status: "pending",
            confirm_hash: sha256Hex(confirm),
            unsubscribe_hash: sha256Hex(unsubscribe),
            lang: body.lang ?? "pl",
            created_at: context.now(),
          })
          .onConflict((oc) => oc.columns(["email", "sku"]).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
          const mail = stockAlertConfirmMail(
            context.config.storefrontUrl,
            confirm,
            unsubscribe,
            String(hit.product.name ?? body.sku),
            productPageLink(hit.product, body.sku),
          );
          await sendMail(context, {
            kind: "stock_alert_confirm",
            to: body.email,
            subject: mail.subject,
            text: mail.text,
            data: {
              confirmToken: confirm,
              unsubscribeToken: unsubscribe,
              sku: body.sku,
              links: [mail.confirmLink, mail.unsubscribeLink],
            },
          });
        }
        return "OK";
      },
    );

    mailLinkRoute(router, "/api/ext/stock-alert/confirm", async (token) => {
      const updated = await services()
        .db.updateTable("stock_alert")
        .set({ status: "confirmed" })
        .where("confirm_hash", "=", sha256Hex(token))
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    });

    mailLinkRoute(router, "/api/ext/stock-alert/unsubscribe", async (token) => {
      const deleted = await services()
        .db.deleteFrom("stock_alert")
        .where("unsubscribe_hash", "=", sha256Hex(token))
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    });
  },
};
