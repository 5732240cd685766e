import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { RouteGroup } from "../context.js";
import { commonQuery, parseInput } from "../http/validation.js";
import { findVisibleOrder } from "../orders/orderAccess.js";
import { hostedPaymentEnded, hostedPaymentPage } from "../payments/hostedPaymentPage.js";
import {
  orderReturnUrl,
  settleOrderPayment,
  startBlikPayment,
  startOrderPayment,
} from "../payments/orderPayment.js";
import { paymentGateway } from "../payments/shopPaymentGateway.js";
import { STANDIN_PAGE_PATH } from "../payments/standInGateway.js";
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
 *   `POST …/anuluj` end the session, notify the shop (which asks the gateway for the session's state,
 *   never trusting the request) and send the shopper back to the order page (303).
 */
export const paymentRoutes: RouteGroup = {
  name: "payment",
  register(router, context) {
    const gateway = () => paymentGateway(context);

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
          const session = await gateway().finish(token, outcome);
          if (!session) return html(reply, 404, hostedPaymentEnded("unknown", context.config.storefrontUrl));
          // the gateway's notification: the shop looks the session up itself
          const order = await shopServices(context)
            .db.selectFrom("sales_order")
            .select("id")
            .where("increment_id", "=", session.orderNumber)
            .executeTakeFirst();
          if (order) await settleOrderPayment(context, order.id);
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
