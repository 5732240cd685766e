import { z } from "zod";
import type { RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, issue, parseInput } from "../http/validation.js";
import { rejectNullBody } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

const MAX_WISHLIST = 200;

/** The wishlist of api-contract §4.12: read, add, remove; at most 200 products. */
export const wishlistRoutes: RouteGroup = {
  name: "wishlist",
  register(router, context) {
    const services = () => shopServices(context);
    const emptyQuery = z.strictObject({ ...commonQuery });

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
  },
};
