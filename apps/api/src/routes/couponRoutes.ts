import { z } from "zod";
import { cartQuerySchema, emptyBodySchema } from "../cart/cartRequestSchemas.js";
import { cartIdSchema, findCoupon } from "../cart/cartService.js";
import { touchCart } from "../cart/touchCart.js";
import { withCartLock } from "../cart/withCartLock.js";
import type { RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, issue, parseInput } from "../http/validation.js";
import { couponUsed } from "../orders/orderIssues.js";
import { newsletterCodeState } from "../shop/newsletterCoupons.js";
import { hitLimit, rejectNullBody, SHOP_LIMITS } from "../shop/shopLimits.js";

/** Coupon endpoints of api-contract §5.11: apply a coupon code to a cart, remove it. */
export const couponRoutes: RouteGroup = {
  name: "coupon",
  register(router, context) {
    router.post("/api/cart/apply-coupon", { rateLimit: [SHOP_LIMITS.couponIp] }, async (request) => {
      const query = parseInput(
        "query",
        z.strictObject({
          ...commonQuery,
          cartId: cartIdSchema,
          coupon: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
        }),
        request.query,
      );
      rejectNullBody(request.body);
      parseInput("body", emptyBodySchema, request.body);
      return withCartLock(context, request, query.cartId, async (cart) => {
        await hitLimit(context, SHOP_LIMITS.couponCart, String(cart.id));
        const coupon = await findCoupon(context, query.coupon);
        if (!coupon && (await newsletterCodeState(context, query.coupon)) === "used")
          throw couponUsed("query.coupon");
        if (!coupon) {
          throw ApiError.invalid(
            [
              issue(
                "query.coupon",
                "coupon_invalid",
                "Wprowadzono nieprawidłowy kod rabatowy. Spróbuj ponownie.",
                "You've entered an incorrect coupon code. Please try again.",
              ),
            ],
            {
              pl: "Wprowadzono nieprawidłowy kod rabatowy. Spróbuj ponownie.",
              en: "You've entered an incorrect coupon code. Please try again.",
            },
          );
        }
        await touchCart(context, cart, { coupon_code: coupon.code });
        return true;
      });
    });

    router.post("/api/cart/delete-coupon", {}, async (request) => {
      const query = parseInput("query", cartQuerySchema, request.query);
      rejectNullBody(request.body);
      parseInput("body", emptyBodySchema, request.body);
      return withCartLock(context, request, query.cartId, async (cart) => {
        await touchCart(context, cart, { coupon_code: null });
        return true;
      });
    });
  },
};
