import { z } from "zod";
import { cartQuerySchema, emptyBodySchema } from "../cart/cartRequestSchemas.js";
import {
  type CartRow,
  cartIdSchema,
  cartItemDoc,
  cartLines,
  cartTotals,
  findCart,
} from "../cart/cartService.js";
import { createCart } from "../cart/createCart.js";
import { intish, productOptionSchema, qtySchema, skuSchema } from "../cart/lineSchemas.js";
import { touchCart } from "../cart/touchCart.js";
import { withCartLock } from "../cart/withCartLock.js";
import { writeCartLine } from "../cart/writeCartLine.js";
import type { RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, parseInput } from "../http/validation.js";
import { rejectNullBody } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

/** `cart/update`'s query: `cartId` may be left out, and the line then opens the cart (§5.4 as amended). */
const updateQuerySchema = z.strictObject({ ...commonQuery, cartId: cartIdSchema.optional() });

/**
 * Cart endpoints of api-contract §5.2–§5.5: create a cart, read its lines, add or set a line, delete a
 * line. Totals and the shipping and payment choices are in `cartMethodRoutes`, coupons in `couponRoutes`.
 */
export const cartRoutes: RouteGroup = {
  name: "cart",
  register(router, context) {
    const services = () => shopServices(context);
    router.post("/api/cart/create", {}, async (request) => {
      parseInput("query", z.strictObject({ ...commonQuery }), request.query);
      rejectNullBody(request.body);
      parseInput("body", emptyBodySchema, request.body);
      return (await createCart(context, request)).cartId;
    });

    router.get("/api/cart/pull", {}, async (request) => {
      const query = parseInput("query", cartQuerySchema, request.query);
      const { cart } = await findCart(context, request, query.cartId);
      const rows = await cartLines(services(), cart.id);
      return Promise.all(rows.map((row) => cartItemDoc(context, query.cartId, row)));
    });

    router.post("/api/cart/update", {}, async (request) => {
      const query = parseInput("query", updateQuerySchema, request.query);
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
      /** The stored line, the cart's totals after it (§12.13) and, for a cart opened here, its id. */
      const answer = async (cart: CartRow, cartId: string) => {
        const row = await writeCartLine(context, cart, body.cartItem);
        const { totals } = await cartTotals(context, cart);
        return { ...(await cartItemDoc(context, cartId, row)), totals };
      };
      if (query.cartId !== undefined) {
        const cartId = query.cartId;
        return withCartLock(context, request, cartId, (cart) => answer(cart, cartId));
      }
      // after-sales-and-law.md "The cart round trips": no cart yet, so the first line opens one
      const opened = await createCart(context, request);
      const cartId = String(opened.cartId);
      const written = await services()
        .cartMutex.run(`cart:${opened.cart.id}`, () => answer(opened.cart, cartId))
        .catch(async (error: unknown) => {
          // a refused first line leaves no empty cart behind
          if (opened.created)
            await services().db.deleteFrom("cart").where("id", "=", opened.cart.id).execute();
          throw error;
        });
      return { ...written, cart_id: opened.cartId };
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
