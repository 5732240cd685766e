import { z } from "zod";
import type { RouteGroup } from "../context.js";
import { sendJson } from "../http/createRouter.js";
import { langFrom } from "../http/messages.js";
import { commonQuery, issue, parseInput } from "../http/validation.js";
import { createIdempotencyGate } from "../orders/idempotencyGate.js";
import { orderIdempotentCall } from "../orders/orderIdempotencyKey.js";
import { orderInvalid } from "../orders/orderIssues.js";
import { orderRequestSchema } from "../orders/orderRequestSchema.js";
import { placeOrder } from "../orders/placeOrder.js";
import { prepareOrder } from "../orders/prepareOrder.js";
import { hitLimit, ipOf, SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

/** §6.1: body limit 1 MB (lines carry full product documents). */
export const ORDER_BODY_LIMIT = 1024 * 1024;

/**
 * The order endpoint of api-contract §6: validation in, then the idempotency gate (stored answers, calls
 * in flight) around preparing (orders/prepareOrder: lines, checkout rules, totals) and placing the order
 * (orders/placeOrder: one transaction over the order repository and the pure order document builder).
 */
export const orderRoutes: RouteGroup = {
  name: "order",
  register(router, context) {
    const services = () => shopServices(context);
    const gate = createIdempotencyGate(context);

    router.post("/api/order", { gate: "order", bodyLimit: ORDER_BODY_LIMIT }, async (request, reply) => {
      parseInput("query", z.strictObject({ ...commonQuery }), request.query);
      // 1. authenticate, then validate
      const customerId = await services().auth.optionalCustomer(request);
      const body = parseInput("body", orderRequestSchema(await services().countries()), request.body);
      if (body.store_code !== undefined && body.store_code !== context.config.storeCode) {
        throw orderInvalid([issue("store_code", "invalid_enum", "Nieznany sklep.", "Unknown store.")]);
      }
      // §6.2: scoped to the caller; the fingerprint covers lines, addresses, methods and cart
      const call = orderIdempotentCall(request.headers["idempotency-key"], body, customerId);
      // 2. the stored answer, or steps 3–7 once
      const { outcome, replayed } = await gate.run(call, {
        lang: langFrom(request.headers["accept-language"]),
        // replays are not counted against the order limits (Appendix A)
        before: async () => {
          await hitLimit(context, SHOP_LIMITS.orderIp, ipOf(context, request));
          if (customerId !== null) await hitLimit(context, SHOP_LIMITS.orderCustomer, String(customerId));
        },
        place: async () =>
          placeOrder(context, body, await prepareOrder(context, body, customerId), customerId, call),
      });
      if (replayed) reply.header("Idempotent-Replayed", "true");
      return sendJson(reply, outcome.code, outcome.body);
    });
  },
};
