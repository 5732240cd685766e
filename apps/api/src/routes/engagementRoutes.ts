import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { loadCustomer } from "../auth/customerStore.js";
import { randomToken, safeEqual, sha256Hex, signPayload, verifyPayload } from "../auth/secrets.js";
import type { AppContext, RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, freeText, issue, parseInput, singleLine, skuSchema } from "../http/validation.js";
import {
  backInStockMail,
  newsletterConfirmMail,
  newsletterWelcomeMail,
  productPageLink,
  stockAlertConfirmMail,
} from "../mail/engagementMails.js";
import { emailSchema } from "../shop/addressSchema.js";
import { issueNewsletterCoupon, newsletterUnsubscribeToken } from "../shop/newsletterCoupons.js";
import { ipOf, rejectNullBody, SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

/** §11.4: form tokens are valid for 2 h and single-use. */
export const FORM_TOKEN_TTL_MS = 2 * 3_600_000;
const MAX_WISHLIST = 200;

const tokenInvalid = (path: string): ApiError =>
  ApiError.invalid([
    issue(
      path,
      "token_invalid",
      "Link lub token jest nieprawidłowy albo wygasł.",
      "The link or token is invalid or has expired.",
    ),
  ]);

const consentTrue = z.literal(true);
const lang = z.enum(["pl", "de", "it"]);

/** Newsletter, stock alerts, contact form, mail service, conversion events and the wishlist (§4.12, §11). */
export const engagementRoutes: RouteGroup = {
  name: "engagement",
  register(router, context) {
    const services = () => shopServices(context);
    const emptyQuery = z.strictObject({ ...commonQuery });

    // ---------- wishlist (§4.12) ----------
    const wishlist = async (customerId: number) => {
      const rows = await services()
        .db.selectFrom("wishlist_item")
        .selectAll()
        .where("customer_id", "=", customerId)
        .orderBy("added_at", "desc")
        .orderBy("product_id", "desc")
        .limit(MAX_WISHLIST)
        .execute();
      return {
        items: rows.map((r) => ({
          product_id: r.product_id,
          sku: r.sku,
          qty: 1,
          added_at: new Date(r.added_at).toISOString(),
        })),
      };
    };
    /** The top-level product for a wishlist id (`id` may name a child, whose parent is stored). */
    const wishlistProduct = async (id: number, type: "parent_id" | "id") => {
      const top = await context.catalog.productById(id, context.now());
      if (top) return top;
      if (type === "parent_id") return undefined;
      return context.catalog.productByChildId(id, context.now());
    };
    const idType = z.enum(["parent_id", "id"]);

    router.get("/api/ext/user/wishlist", {}, async (request) => {
      parseInput("query", emptyQuery, request.query);
      return wishlist(await services().auth.requireCustomer(request));
    });

    router.post("/api/ext/user/wishlist", {}, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const customerId = await services().auth.requireCustomer(request);
      const body = parseInput(
        "body",
        z.strictObject({
          product_id: z
            .number()
            .int()
            .min(1)
            .max(2 ** 31),
          product_id_type: idType.optional(),
        }),
        request.body,
      );
      const product = await wishlistProduct(body.product_id, body.product_id_type ?? "parent_id");
      if (!product) {
        throw ApiError.invalid([
          issue("product_id", "product_unavailable", "Nie ma takiego produktu.", "No such product."),
        ]);
      }
      const { db } = services();
      const count = await db
        .selectFrom("wishlist_item")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("customer_id", "=", customerId)
        .executeTakeFirstOrThrow();
      const exists = await db
        .selectFrom("wishlist_item")
        .select("product_id")
        .where("customer_id", "=", customerId)
        .where("product_id", "=", product.id as number)
        .executeTakeFirst();
      if (!exists) {
        if (Number(count.n) >= MAX_WISHLIST) {
          throw ApiError.invalid([
            issue(
              "product_id",
              "too_big",
              "Lista życzeń może mieć najwyżej 200 produktów.",
              "A wishlist holds at most 200 products.",
              {
                maximum: MAX_WISHLIST,
              },
            ),
          ]);
        }
        await db
          .insertInto("wishlist_item")
          .values({
            customer_id: customerId,
            product_id: product.id as number,
            sku: String(product.sku),
            added_at: context.now(),
          })
          .onConflict((oc) => oc.columns(["customer_id", "product_id"]).doNothing())
          .execute();
      }
      return wishlist(customerId);
    });

    router.delete("/api/ext/user/wishlist/:productId", {}, async (request) => {
      const { productId } = parseInput(
        "path",
        z.strictObject({
          productId: z
            .string()
            .regex(/^[1-9]\d{0,9}$/)
            .transform(Number),
        }),
        request.params,
      );
      const query = parseInput(
        "query",
        z.strictObject({ ...commonQuery, product_id_type: idType.optional() }),
        request.query,
      );
      rejectNullBody(request.body);
      const body = parseInput(
        "body",
        z.union([
          z.undefined(),
          z.strictObject({
            product_id: z.number().int().min(1).optional(),
            product_id_type: idType.optional(),
          }),
        ]),
        request.body,
      );
      const customerId = await services().auth.requireCustomer(request);
      const type = body?.product_id_type ?? query.product_id_type ?? "parent_id";
      const product = await wishlistProduct(productId, type);
      const id = (product?.id as number | undefined) ?? productId;
      await services()
        .db.deleteFrom("wishlist_item")
        .where("customer_id", "=", customerId)
        .where("product_id", "=", id)
        .execute();
      return wishlist(customerId);
    });

    // ---------- newsletter (§11.1) ----------
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
        z.strictObject({ email: emailSchema, consent: consentTrue, lang: lang.optional() }),
        request.body,
      );
      const { db, mailer } = services();
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
      mailer.send({
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

    router.post(
      "/api/ext/mailchimp-subscribe/confirm",
      { rateLimit: [SHOP_LIMITS.mailLinkIp] },
      async (request) => {
        parseInput("query", emptyQuery, request.query);
        const body = parseInput("body", z.strictObject({ token: z.string().min(1).max(512) }), request.body);
        const { db, mailer } = services();
        const row = await db
          .selectFrom("newsletter_subscription")
          .selectAll()
          .where("confirm_hash", "=", sha256Hex(body.token))
          .executeTakeFirst();
        if (row?.status !== "pending") throw tokenInvalid("token");
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
        mailer.send({
          kind: "newsletter_welcome",
          to: row.email,
          subject: mail.subject,
          text: mail.text,
          data: { coupon, unsubscribeToken: unsubscribe, links: [mail.unsubscribeLink] },
        });
        return "OK";
      },
    );

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
      if (!allowed) throw tokenInvalid("unsubscribe_token");
      if (row) {
        await db
          .updateTable("newsletter_subscription")
          .set({ status: "unsubscribed", confirm_hash: null, updated_at: context.now() })
          .where("email", "=", body.email)
          .execute();
      }
      return "OK";
    });

    // ---------- back-in-stock alerts (§11.2) ----------
    router.post(
      "/api/ext/stock-alert/subscribe",
      { rateLimit: [SHOP_LIMITS.subscribeIp] },
      async (request) => {
        parseInput("query", emptyQuery, request.query);
        const body = parseInput(
          "body",
          z.strictObject({ email: emailSchema, sku: skuSchema, consent: consentTrue, lang: lang.optional() }),
          request.body,
        );
        const { db, mailer } = services();
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
          mailer.send({
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

    const alertToken = z.strictObject({ token: z.string().min(1).max(512) });
    router.post("/api/ext/stock-alert/confirm", { rateLimit: [SHOP_LIMITS.mailLinkIp] }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const body = parseInput("body", alertToken, request.body);
      const updated = await services()
        .db.updateTable("stock_alert")
        .set({ status: "confirmed" })
        .where("confirm_hash", "=", sha256Hex(body.token))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw tokenInvalid("token");
      return "OK";
    });

    router.post(
      "/api/ext/stock-alert/unsubscribe",
      { rateLimit: [SHOP_LIMITS.mailLinkIp] },
      async (request) => {
        parseInput("query", emptyQuery, request.query);
        const body = parseInput("body", alertToken, request.body);
        const deleted = await services()
          .db.deleteFrom("stock_alert")
          .where("unsubscribe_hash", "=", sha256Hex(body.token))
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) !== 1) throw tokenInvalid("token");
        return "OK";
      },
    );

    // ---------- form tokens, contact, mail service (§11.3, §11.4) ----------
    const useFormToken = async (token: string, path: string): Promise<void> => {
      const payload = verifyPayload(services().formKey, token);
      const t = context.now();
      if (payload?.kind !== "form" || typeof payload.exp !== "number" || payload.exp <= t)
        throw tokenInvalid(path);
      const { db } = services();
      await db.deleteFrom("used_form_token").where("expires_at", "<", t).execute();
      const used = await db
        .insertInto("used_form_token")
        .values({ token_hash: sha256Hex(token), expires_at: payload.exp })
        .onConflict((oc) => oc.column("token_hash").doNothing())
        .executeTakeFirst();
      if (Number(used.numInsertedOrUpdatedRows ?? 0) !== 1) throw tokenInvalid(path);
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
          consent: consentTrue,
          form_token: z.string().min(1).max(2048),
          website: z.literal(""),
        }),
        request.body,
      );
      await useFormToken(body.form_token, "form_token");
      const { mailer, config } = services();
      mailer.send({
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
        const { mailer, config } = services();
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
        mailer.send({
          kind: "mail_service",
          to: body.targetAddress,
          replyTo: body.sourceAddress,
          subject: body.subject,
          text: body.emailText,
        });
        if (body.confirmation) {
          mailer.send({
            kind: "mail_service_confirmation",
            to: body.sourceAddress,
            subject: "Otrzymaliśmy Twoją wiadomość",
            text: "Dziękujemy za wiadomość. Odpowiemy najszybciej, jak to możliwe.",
          });
        }
        return "OK";
      },
    );

    // ---------- conversion events (§11.5) ----------
    router.post(
      "/api/ext/conversion-events",
      { rateLimit: [SHOP_LIMITS.analyticsIp] },
      async (request: FastifyRequest) => {
        parseInput("query", emptyQuery, request.query);
        const body = parseInput(
          "body",
          z.strictObject({
            event: z.enum(["add_to_cart", "purchase", "page_view", "initiate_checkout"]),
            event_id: z
              .string()
              .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i),
            currency: z.literal("PLN"),
            value: z.number().min(0).max(1e9),
            coupon: z.string().max(64).optional(),
            items: z
              .array(
                z.strictObject({
                  sku: skuSchema,
                  qty: z.number().int().min(1).max(999),
                  price: z.number().min(0).max(1e9),
                }),
              )
              .max(100),
            url: z
              .string()
              .max(2048)
              .regex(/^https?:\/\/[^\s]+$/),
            referrer: z.string().max(2048).optional(),
            fbp: z.string().max(256).optional(),
            fbc: z.string().max(256).optional(),
            order_number: z.string().max(32).optional(),
            consent: z.boolean(),
          }),
          request.body,
        );
        await services().auth.lenientCustomer(request);
        const conversions = services().config.conversions;
        if (body.consent && conversions !== null) {
          const payload = {
            ...body,
            client_ip_address: ipOf(context, request),
            client_user_agent: String(request.headers["user-agent"] ?? ""),
          };
          // S16: the token stays server-side; the call is fire-and-forget and never fails the request
          void fetch(conversions.url, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${conversions.token}` },
            body: JSON.stringify(payload),
            signal: AbortSignal.timeout(3000),
          }).catch((error: unknown) => context.log.warn({ err: error }, "conversion event not delivered"));
        }
        return "OK";
      },
    );
  },
};

/**
 * Sends one e-mail per confirmed back-in-stock subscription for skus that are in stock again, then deletes
 * those subscriptions (§11.2). Returns how many mails were sent.
 *
 * @example
 * await notifyBackInStock(context, ["SUK-0193-M"]);
 */
export async function notifyBackInStock(context: AppContext, skus: readonly string[]): Promise<number> {
  const { db, mailer } = shopServices(context);
  let sent = 0;
  for (const sku of skus) {
    const stock = await context.catalog.stock(sku);
    if (!stock?.is_in_stock || stock.qty <= 0) continue;
    const alerts = await db
      .selectFrom("stock_alert")
      .selectAll()
      .where("sku", "=", sku)
      .where("status", "=", "confirmed")
      .execute();
    for (const alert of alerts) {
      const product = (await context.catalog.productsBySku([sku], context.now())).get(sku)?.product;
      const mail = backInStockMail(
        context.config.storefrontUrl,
        String(product?.name ?? sku),
        productPageLink(product, sku),
      );
      mailer.send({
        kind: "back_in_stock",
        to: alert.email,
        subject: mail.subject,
        text: mail.text,
        data: { sku, links: [mail.productLink] },
      });
      await db.deleteFrom("stock_alert").where("id", "=", alert.id).execute();
      sent += 1;
    }
  }
  return sent;
}
