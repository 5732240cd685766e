import { z } from "zod";
import { randomBase62 } from "../auth/secrets.js";
import { cartQuerySchema, emptyBodySchema } from "../cart/cartRequestSchemas.js";
import { cartItemDoc, cartLines, findCart, guestKeyHash } from "../cart/cartService.js";
import { intish, productOptionSchema, qtySchema, skuSchema } from "../cart/lineSchemas.js";
import { touchCart } from "../cart/touchCart.js";
import { withCartLock } from "../cart/withCartLock.js";
import { writeCartLine } from "../cart/writeCartLine.js";
import type { RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, parseInput } from "../http/validation.js";
import { hitLimit, ipOf, rejectNullBody, SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

/** A new, empty, active cart row of a customer or of a guest (by the hash of the guest's key). */
const newCart = (owner: { customer_id: number | null; guest_key: string | null }, t: number) => ({
  ...owner,
  status: "active" as const,
  coupon_code: null,
  shipping_address: null,
  billing_address: null,
  shipping_carrier_code: null,
  shipping_method_code: null,
  payment_method_code: null,
  created_at: t,
  updated_at: t,
});

/**
 * Cart endpoints of api-contract §5.2–§5.5: create a cart, read its lines, add or set a line, delete a
 * line. Totals and the shipping and payment choices are in `cartMethodRoutes`, coupons in `couponRoutes`.
 */
export const cartRoutes: RouteGroup = {
  name: "cart",
  register(router, context) {
    const services = () => shopServices(context);
    /** The id of the customer's active cart, if any. */
    const activeCustomerCart = async (customerId: number): Promise<number | undefined> =>
      (
        await services()
          .db.selectFrom("cart")
          .select("id")
          .where("customer_id", "=", customerId)
          .where("guest_key", "is", null)
          .where("status", "=", "active")
          .executeTakeFirst()
      )?.id;

    router.post("/api/cart/create", {}, async (request) => {
      parseInput("query", z.strictObject({ ...commonQuery }), request.query);
      rejectNullBody(request.body);
      parseInput("body", emptyBodySchema, request.body);
      const { db, auth } = services();
      const customerId = await auth.optionalCustomer(request);
      const t = context.now();
      if (customerId !== null) {
        return services().cartMutex.run(`customer-cart:${customerId}`, async () => {
          // another API process may create it at the same moment: the unique index keeps one (issue 13),
          // and the loser reads the winner's (a second turn only if that cart was ordered in between)
          for (;;) {
            const existing = await activeCustomerCart(customerId);
            if (existing !== undefined) return existing;
            const row = await db
              .insertInto("cart")
              .values(newCart({ customer_id: customerId, guest_key: null }, t))
              .onConflict((oc) => oc.doNothing())
              .returning("id")
              .executeTakeFirst();
            if (row) return row.id;
          }
        });
      }
      await hitLimit(context, SHOP_LIMITS.guestCartIp, ipOf(context, request));
      const key = randomBase62(32, true);
      await db
        .insertInto("cart")
        .values(newCart({ customer_id: null, guest_key: guestKeyHash(key) }, t))
        .execute();
      return key;
    });

    router.get("/api/cart/pull", {}, async (request) => {
      const query = parseInput("query", cartQuerySchema, request.query);
      const { cart } = await findCart(context, request, query.cartId);
      const rows = await cartLines(services(), cart.id);
      return Promise.all(rows.map((row) => cartItemDoc(context, query.cartId, row)));
    });

    router.post("/api/cart/update", {}, async (request) => {
      const query = parseInput("query", cartQuerySchema, request.query);
      const body = parseInput(
        "body",
        z.strictObject({
          cartItem: z.strictObject({
            sku: skuSchema,
            qty: qtySchema,
            item_id: intish.optional(),
            quoteId: z.union([z.string().max(64), z.number(), z.null()]).optional(),
            quote_id: z.union([z.string().max(64), z.number(), z.null()]).optional(),
            product_option: productOptionSchema.nullable().optional(),
          }),
        }),
        request.body,
      );
      return withCartLock(context, request, query.cartId, async (cart) =>
        cartItemDoc(context, query.cartId, await writeCartLine(context, cart, body.cartItem)),
      );
    });

    router.post("/api/cart/delete", {}, async (request) => {
      const query = parseInput("query", cartQuerySchema, request.query);
      const body = parseInput(
        "body",
        z.strictObject({
          cartItem: z.strictObject({
            item_id: intish,
            sku: z.union([skuSchema, z.null()]).optional(),
            quoteId: z.union([z.string().max(64), z.number(), z.null()]).optional(),
            quote_id: z.union([z.string().max(64), z.number(), z.null()]).optional(),
          }),
        }),
        request.body,
      );
      return withCartLock(context, request, query.cartId, async (cart) => {
        const result = await services()
          .db.deleteFrom("cart_item")
          .where("item_id", "=", body.cartItem.item_id)
          .where("cart_id", "=", cart.id)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) !== 1) {
          throw new ApiError("not_found", {
            message: { pl: "Tej pozycji nie ma w koszyku.", en: "This line is not in the cart." },
          });
        }
        await touchCart(context, cart);
        return true;
      });
    });
  },
};
