import { z } from "zod";
import { safeEqual, sha256Hex } from "../auth/secrets.js";
import type { Doc } from "../catalog/createCatalogStore.js";
import type { AppContext, RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, parseInput, skuSchema } from "../http/validation.js";
import { hasReviewed } from "../reviews/hasReviewed.js";
import { orderNotFound } from "../reviews/orderByCredentials.js";
import { orderSecretSchema } from "../reviews/reviewSchemas.js";
import { emailSchema } from "../shop/addressSchema.js";
import { SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

async function productOfSku(context: AppContext, sku: string): Promise<Doc | undefined> {
  return (await context.catalog.productsBySku([sku], context.now())).get(sku)?.product;
}

/**
 * Whether a shopper may review a product, api-contract §9.3: a customer by token, a guest by an order's
 * secret and e-mail.
 */
export const reviewCheckRoutes: RouteGroup = {
  name: "review-check",
  register(router, context) {
    const services = () => shopServices(context);

    router.get("/api/ext/review/check", { rateLimit: [SHOP_LIMITS.reviewCheckIp] }, async (request) => {
      const query = parseInput(
        "query",
        z.strictObject({
          ...commonQuery,
          sku: skuSchema,
          guest_token: orderSecretSchema.optional(),
          email: emailSchema.optional(),
        }),
        request.query,
      );
      const customerId = await services().auth.optionalCustomer(request);
      const product = await productOfSku(context, query.sku);
      if (customerId !== null) {
        if (!product) throw new ApiError("not_found");
        const reviewed = await hasReviewed(context, { customerId }, product.id as number);
        return { sku: query.sku, product_id: product.id, can_review: !reviewed, reviewed };
      }
      if (query.guest_token === undefined || query.email === undefined) {
        throw new ApiError("unauthorized", {
          message: {
            pl: "Zaloguj się albo użyj linku z e-maila z zamówieniem.",
            en: "Log in or use the link from your order e-mail.",
          },
        });
      }
      const candidates = await services()
        .db.selectFrom("sales_order")
        .select(["id", "secret_hash"])
        .where("email", "=", query.email)
        .execute();
      const hash = sha256Hex(query.guest_token);
      const order = candidates.find((c) => safeEqual(hash, c.secret_hash));
      if (!order || !product) throw orderNotFound();
      const line = await services()
        .db.selectFrom("order_line")
        .select("id")
        .where("order_id", "=", order.id)
        .where("product_id", "=", product.id as number)
        .executeTakeFirst();
      if (!line) throw orderNotFound();
      const reviewed = await hasReviewed(context, { orderId: order.id }, product.id as number);
      return { sku: query.sku, product_id: product.id, can_review: !reviewed, reviewed };
    });
  },
};
