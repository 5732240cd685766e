import { z } from "zod";
import type { RouteGroup } from "../context.js";
import { commonQuery, parseInput } from "../http/validation.js";
import { bankAccountFrom, bankTransferDetails } from "../orders/bankTransfer.js";
import { findVisibleOrder } from "../orders/orderAccess.js";
import { formatOrderForHistory, type OrderDoc } from "../orders/orderDocument.js";
import { settleOrderPayment } from "../payments/orderPayment.js";
import { SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

const orderNumberSchema = z.strictObject({ orderNumber: z.string().regex(/^[0-9]{1,20}$/) });

/**
 * The order page's data (extension of api-contract §12.15): `GET /api/ext/order/{orderNumber}` for the
 * customer who placed it (token) or for anyone with the order's secret (`?secret=`, the guest's link).
 */
export const orderViewRoutes: RouteGroup = {
  name: "order-view",
  register(router, context) {
    const account = bankAccountFrom(process.env);
    router.get("/api/ext/order/:orderNumber", { rateLimit: [SHOP_LIMITS.accountIp] }, async (request) => {
      const { orderNumber } = parseInput("path", orderNumberSchema, request.params);
      const query = parseInput(
        "query",
        z.strictObject({ ...commonQuery, secret: z.string().min(1).max(128).optional() }),
        request.query,
      );
      const { auth, db } = shopServices(context);
      const customerId = await auth.optionalCustomer(request);
      const who = { customerId, secret: query.secret };
      let order = await findVisibleOrder(db, orderNumber, who);
      // an online payment is brought up to date from the gateway itself (the shopper's return says nothing)
      if ((await settleOrderPayment(context, order.id)) !== null) {
        order = await findVisibleOrder(db, orderNumber, who);
      }
      const reviewed = new Set<number | null>();
      const view = formatOrderForHistory(order.id, order.body, reviewed);
      const doc = JSON.parse(order.body) as OrderDoc;
      return { ...view, bank_transfer: bankTransferDetails(doc, account) };
    });
  },
};
