import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { rawBodyOf } from "../http/rawBody.js";
import { commonQuery, parseInput } from "../http/validation.js";
import { findVisibleOrder } from "../orders/orderAccess.js";
import { hostedPaymentEnded, hostedPaymentPage } from "../payments/hostedPaymentPage.js";
import { orderReturnUrl, startBlikPayment, startOrderPayment } from "../payments/orderPayment.js";
import { receivePaymentNotification } from "../payments/paymentNotification.js";
import { PAYMENT_NOTIFY_PATH, PAYMENT_SIGNATURE_HEADER } from "../payments/paymentSignature.js";
import { startPaymentSweep } from "../payments/paymentSweep.js";
import { paymentGateway } from "../payments/shopPaymentGateway.js";
import { STANDIN_PAGE_PATH } from "../payments/standInGateway.js";
import { startTransferDeadlineSweep } from "../payments/transferDeadlineSweep.js";
import { SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

const tokenSchema = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9]{32}$/) });
const orderNumberSchema = z.strictObject({ orderNumber: z.string().regex(/^[0-9]{1,20}$/) });

const html = (reply: FastifyReply, status: number, page: string): FastifyReply =>
  reply.code(status).type("text/html; charset=utf-8").send(page);

/**
 * Online payment (issue 12):
 * - `POST /api/ext/order/{orderNumber}/payment` starts a new payment attempt for an unpaid online order
 *   ("Zapłać ponownie") for its customer (token) or the holder of its secret (`{ secret }`), answering
 *   `{ redirect_url }`, or for a BLIK order with a new code (`{ blik_code }`), answering `{ status, message? }`;
 * - `GET /api/ext/platnosc/{token}` is the stand-in gateway's hosted page; `POST …/zaplac` and
 *   `POST …/anuluj` end the session, notify the shop and send the shopper back to the order page (303);
 * - `POST /api/ext/payment/notify` is where the gateway notifies the shop that a session ended: signed with
 *   `PAYMENT_NOTIFY_SECRET` (`X-Payment-Signature`, else 401), it makes the shop ask the gateway itself about
 *   the session and settle the order once (200 `{ status }`); an unknown order or session is a 404, a
 *   malformed body a 400, and neither changes anything.
 *
 * The group also starts the payment sweep (`paymentSweep.ts`), the fallback for lost notifications, and
 * the transfer deadline sweep (`transferDeadlineSweep.ts`), which cancels transfers unpaid past their deadline.
 */
export const paymentRoutes: RouteGroup = {
  name: "payment",
  register(router, context) {
    const gateway = () => paymentGateway(context);
    startPaymentSweep(context);
    startTransferDeadlineSweep(context);

    router.post(PAYMENT_NOTIFY_PATH, { bodyLimit: 4096 }, async (request) => {
      parseInput("query", z.strictObject({}), request.query);
      const signature = request.headers[PAYMENT_SIGNATURE_HEADER];
      const outcome = await receivePaymentNotification(
        context,
        rawBodyOf(request) ?? "",
        typeof signature === "string" ? signature : undefined,
      );
      if (outcome.ok) return { status: outcome.status };
      switch (outcome.reason) {
        case "forged":
          throw new ApiError("unauthorized", {
            message: { pl: "Nieprawidłowy podpis powiadomienia.", en: "Invalid notification signature." },
          });
        case "malformed":
          throw ApiError.invalid([
            {
              path: "",
              code: "invalid_format",
              message: "To nie jest powiadomienie o płatności.",
              messageEn: "Not a payment notification.",
            },
          ]);
        case "unknown":
          throw new ApiError("not_found", {
            message: { pl: "Nie ma takiej płatności.", en: "No such payment." },
          });
      }
    });

    router.post(
      "/api/ext/order/:orderNumber/payment",
      { rateLimit: [SHOP_LIMITS.accountIp] },
      async (request) => {
        const { orderNumber } = parseInput("path", orderNumberSchema, request.params);
        parseInput("query", z.strictObject({ ...commonQuery }), request.query);
        const body = parseInput(
          "body",
          z.strictObject({
            secret: z.string().min(1).max(128).optional(),
            blik_code: z
              .string()
              .regex(/^[0-9]{6}$/, { message: "Podaj 6-cyfrowy kod BLIK." })
              .optional(),
          }),
          request.body ?? {},
        );
        const { auth, db } = shopServices(context);
        const customerId = await auth.optionalCustomer(request);
        const order = await findVisibleOrder(db, orderNumber, { customerId, secret: body.secret });
        // a BLIK order is paid again with a new code from the bank app (issue 31)
        if (body.blik_code !== undefined) return startBlikPayment(context, order.id, body.blik_code);
        const session = await startOrderPayment(context, order.id);
        return { redirect_url: session.redirectUrl };
      },
    );

    router.get(
      `${STANDIN_PAGE_PATH}/:token`,
      { rateLimit: [SHOP_LIMITS.accountIp] },
      async (request, reply) => {
        const { token } = parseInput("path", tokenSchema, request.params);
        const session = await gateway().byToken(token);
        if (!session) return html(reply, 404, hostedPaymentEnded("unknown", context.config.storefrontUrl));
        if (session.status !== "pending") {
          return html(reply, 200, hostedPaymentEnded(session.status, context.config.storefrontUrl));
        }
        return html(reply, 200, hostedPaymentPage(session, `${STANDIN_PAGE_PATH}/${token}`));
      },
    );

    for (const [action, outcome] of [
      ["zaplac", "paid"],
      ["anuluj", "canceled"],
    ] as const) {
      router.post(
        `${STANDIN_PAGE_PATH}/:token/${action}`,
        { rateLimit: [SHOP_LIMITS.accountIp], bodyLimit: 1024 },
        async (request, reply) => {
          const { token } = parseInput("path", tokenSchema, request.params);
          // the stand-in notifies the shop (PAYMENT_NOTIFY_PATH) before it sends the shopper back
          const session = await gateway().finish(token, outcome);
          if (!session) return html(reply, 404, hostedPaymentEnded("unknown", context.config.storefrontUrl));
          if (!session.returnUrl || session.status !== outcome) {
            return html(
              reply,
              200,
              hostedPaymentEnded(
                session.status === "pending" ? "canceled" : session.status,
                context.config.storefrontUrl,
              ),
            );
          }
          // the gateway keeps the page's address without the guest's secret; it is derived on the way back
          return reply
            .code(303)
            .header("Location", await orderReturnUrl(context, session.orderNumber))
            .send();
        },
      );
    }
  },
};
