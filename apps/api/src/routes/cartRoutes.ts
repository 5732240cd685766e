import { z } from "zod";
import { randomBase62 } from "../auth/secrets.js";
import {
  type CartRow,
  cartIdSchema,
  cartItemDoc,
  cartLines,
  cartTotals,
  findCart,
  findCoupon,
  guestKeyHash,
  lineIssue,
  MAX_CART_LINES,
  paymentOffers,
  resolveLine,
  shippingOffers,
} from "../cart/cartService.js";
import { intish, productOptionSchema, qtySchema, skuSchema } from "../cart/lineSchemas.js";
import type { AppContext, RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, customIssue, issue, parseInput } from "../http/validation.js";
import { addressSchema } from "../shop/addressSchema.js";
import { hitLimit, ipOf, rejectNullBody, SHOP_LIMITS } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

const cartQuery = z.strictObject({ ...commonQuery, cartId: cartIdSchema });
const noBody = z.union([z.undefined(), z.strictObject({})]);

const methodUnavailable = (path: string) =>
  ApiError.invalid([
    issue(
      path,
      "method_unavailable",
      "Ta metoda nie jest dostępna dla tego koszyka.",
      "This method is not available for this cart.",
    ),
  ]);

async function touch(
  context: AppContext,
  cart: CartRow,
  values: Partial<Omit<CartRow, "id">> = {},
): Promise<void> {
  await shopServices(context)
    .db.updateTable("cart")
    .set({ ...values, updated_at: context.now() })
    .where("id", "=", cart.id)
    .execute();
}

/** Cart endpoints of api-contract §5. */
export const cartRoutes: RouteGroup = {
  name: "cart",
  register(router, context) {
    const services = () => shopServices(context);
    /** Finds the cart and runs `task` under the cart's write lock (§5.1: writes are serialised). */
    const withCart = async <TResult>(
      request: Parameters<typeof findCart>[1],
      cartId: string,
      task: (cart: CartRow) => Promise<TResult>,
    ): Promise<TResult> => {
      const { cart } = await findCart(context, request, cartId);
      return services().cartMutex.run(`cart:${cart.id}`, async () => {
        const { cart: fresh } = await findCart(context, request, cartId);
        return task(fresh);
      });
    };

    router.post("/api/cart/create", {}, async (request) => {
      parseInput("query", z.strictObject({ ...commonQuery }), request.query);
      rejectNullBody(request.body);
      parseInput("body", noBody, request.body);
      const { db, auth } = services();
      const customerId = await auth.optionalCustomer(request);
      const t = context.now();
      if (customerId !== null) {
        return services().cartMutex.run(`customer-cart:${customerId}`, async () => {
          const existing = await db
            .selectFrom("cart")
            .select("id")
            .where("customer_id", "=", customerId)
            .where("guest_key", "is", null)
            .where("status", "=", "active")
            .executeTakeFirst();
          if (existing) return existing.id;
          const row = await db
            .insertInto("cart")
            .values({
              guest_key: null,
              customer_id: customerId,
              status: "active",
              coupon_code: null,
              shipping_address: null,
              billing_address: null,
              shipping_carrier_code: null,
              shipping_method_code: null,
              payment_method_code: null,
              created_at: t,
              updated_at: t,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          return row.id;
        });
      }
      hitLimit(context, SHOP_LIMITS.guestCartIp, ipOf(context, request));
      const key = randomBase62(32, true);
      await db
        .insertInto("cart")
        .values({
          guest_key: guestKeyHash(key),
          customer_id: null,
          status: "active",
          coupon_code: null,
          shipping_address: null,
          billing_address: null,
          shipping_carrier_code: null,
          shipping_method_code: null,
          payment_method_code: null,
          created_at: t,
          updated_at: t,
        })
        .execute();
      return key;
    });

    router.get("/api/cart/pull", {}, async (request) => {
      const query = parseInput("query", cartQuery, request.query);
      const { cart } = await findCart(context, request, query.cartId);
      const rows = await cartLines(services(), cart.id);
      return Promise.all(rows.map((row) => cartItemDoc(context, query.cartId, row)));
    });

    router.post("/api/cart/update", {}, async (request) => {
      const query = parseInput("query", cartQuery, request.query);
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
      const item = body.cartItem;
      return withCart(request, query.cartId, async (cart) => {
        const { db } = services();
        const rows = await cartLines(services(), cart.id);
        const target = item.item_id === undefined ? undefined : rows.find((r) => r.item_id === item.item_id);
        if (item.item_id !== undefined && !target) {
          throw new ApiError("not_found", {
            message: { pl: "Tej pozycji nie ma w koszyku.", en: "This line is not in the cart." },
          });
        }
        const probe = await resolveLine(context, {
          sku: item.sku,
          qty: null,
          product_option: item.product_option ?? null,
        });
        if (!probe.ok)
          throw ApiError.invalid([lineIssue("cartItem.sku", probe)], { pl: probe.pl, en: probe.en });
        const same = target ?? rows.find((r) => r.sku === probe.sku && r.checksum === probe.checksum);
        const qty = target ? item.qty : (same?.qty ?? 0) + item.qty;
        if (qty > 999) {
          throw ApiError.invalid([
            issue("cartItem.qty", "too_big", "Maksymalna ilość to 999.", "The maximum quantity is 999.", {
              maximum: 999,
            }),
          ]);
        }
        const resolved = await resolveLine(context, {
          sku: item.sku,
          qty,
          product_option: item.product_option ?? null,
        });
        if (!resolved.ok) {
          const path = resolved.code === "product_unavailable" ? "cartItem.sku" : "cartItem.qty";
          throw ApiError.invalid([lineIssue(path, resolved)], { pl: resolved.pl, en: resolved.en });
        }
        const values = {
          sku: resolved.sku,
          parent_sku: resolved.parentSku,
          product_id: resolved.productId,
          product_type: resolved.productType,
          qty,
          product_option: resolved.productOption ? JSON.stringify(resolved.productOption) : null,
          checksum: resolved.checksum,
        };
        let itemId: number;
        if (same) {
          await db.updateTable("cart_item").set(values).where("item_id", "=", same.item_id).execute();
          itemId = same.item_id;
        } else {
          if (rows.length >= MAX_CART_LINES) {
            throw ApiError.invalid([
              issue(
                "cartItem",
                "too_big",
                "Koszyk może mieć najwyżej 100 pozycji.",
                "A cart holds at most 100 lines.",
                {
                  maximum: MAX_CART_LINES,
                },
              ),
            ]);
          }
          const row = await db
            .insertInto("cart_item")
            .values({ cart_id: cart.id, created_at: context.now(), ...values })
            .returning("item_id")
            .executeTakeFirstOrThrow();
          itemId = row.item_id;
        }
        await touch(context, cart);
        const stored = await db
          .selectFrom("cart_item")
          .selectAll()
          .where("item_id", "=", itemId)
          .executeTakeFirstOrThrow();
        return cartItemDoc(context, query.cartId, stored);
      });
    });

    router.post("/api/cart/delete", {}, async (request) => {
      const query = parseInput("query", cartQuery, request.query);
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
      return withCart(request, query.cartId, async (cart) => {
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
        await touch(context, cart);
        return true;
      });
    });

    router.get("/api/cart/totals", {}, async (request) => {
      const query = parseInput("query", cartQuery, request.query);
      const { cart } = await findCart(context, request, query.cartId);
      return (await cartTotals(context, cart)).totals;
    });

    router.get("/api/cart/payment-methods", {}, async (request) => {
      const query = parseInput("query", cartQuery, request.query);
      const { cart } = await findCart(context, request, query.cartId);
      const { lines } = await cartTotals(context, cart);
      return await paymentOffers(context, lines.length > 0 && lines.every((l) => l.virtual));
    });

    router.post("/api/cart/shipping-methods", {}, async (request) => {
      const query = parseInput("query", cartQuery, request.query);
      const body = parseInput(
        "body",
        z.strictObject({
          address: addressSchema({ full: false, countries: await services().countries() }),
        }),
        request.body,
      );
      await findCart(context, request, query.cartId);
      return await shippingOffers(context, body.address.country_id);
    });

    router.post("/api/cart/shipping-information", {}, async (request) => {
      const query = parseInput("query", cartQuery, request.query);
      const countries = await services().countries();
      const body = parseInput(
        "body",
        z.strictObject({
          addressInformation: z
            .strictObject({
              shippingAddress: addressSchema({ full: false, camelCountry: true, countries }),
              billingAddress: addressSchema({ full: false, camelCountry: true, countries }).optional(),
              shippingCarrierCode: z.string().min(1).max(64).optional(),
              shippingMethodCode: z.string().min(1).max(64).optional(),
            })
            .refine(
              (a) => (a.shippingCarrierCode === undefined) === (a.shippingMethodCode === undefined),
              customIssue(
                "conflict",
                "Podaj kod przewoźnika i kod metody razem albo wcale.",
                "Send the carrier and method codes together or not at all.",
              ),
            ),
        }),
        request.body,
      );
      const info = body.addressInformation;
      return withCart(request, query.cartId, async (cart) => {
        const country = info.shippingAddress.country_id;
        if (info.shippingCarrierCode !== undefined) {
          const offered = (await shippingOffers(context, country)).some(
            (m) => m.carrier_code === info.shippingCarrierCode && m.method_code === info.shippingMethodCode,
          );
          if (!offered) throw methodUnavailable("addressInformation.shippingMethodCode");
        }
        await touch(context, cart, {
          shipping_address: JSON.stringify(info.shippingAddress),
          billing_address: info.billingAddress ? JSON.stringify(info.billingAddress) : cart.billing_address,
          shipping_carrier_code: info.shippingCarrierCode ?? null,
          shipping_method_code: info.shippingMethodCode ?? null,
        });
        const { cart: fresh } = await findCart(context, request, query.cartId);
        const { totals, lines } = await cartTotals(context, fresh);
        return {
          payment_methods: await paymentOffers(context, lines.length > 0 && lines.every((l) => l.virtual)),
          totals,
        };
      });
    });

    router.post("/api/cart/collect-totals", {}, async (request) => {
      const query = parseInput("query", cartQuery, request.query);
      rejectNullBody(request.body);
      const body = parseInput(
        "body",
        z.union([
          z.undefined(),
          z.strictObject({
            methods: z
              .strictObject({
                paymentMethod: z.strictObject({ method: z.string().min(1).max(64) }).optional(),
                shippingCarrierCode: z.string().min(1).max(64).optional(),
                shippingMethodCode: z.string().min(1).max(64).optional(),
              })
              .refine(
                (a) => (a.shippingCarrierCode === undefined) === (a.shippingMethodCode === undefined),
                customIssue(
                  "conflict",
                  "Podaj kod przewoźnika i kod metody razem albo wcale.",
                  "Send the carrier and method codes together or not at all.",
                ),
              )
              .optional(),
          }),
        ]),
        request.body,
      );
      return withCart(request, query.cartId, async (cart) => {
        const methods = body?.methods;
        const values: Partial<Omit<CartRow, "id">> = {};
        if (methods?.shippingCarrierCode !== undefined) {
          const address = cart.shipping_address
            ? (JSON.parse(cart.shipping_address) as { country_id: string })
            : null;
          const offered = (await shippingOffers(context, address?.country_id ?? "PL")).some(
            (m) =>
              m.carrier_code === methods.shippingCarrierCode && m.method_code === methods.shippingMethodCode,
          );
          if (!offered) throw methodUnavailable("methods.shippingMethodCode");
          values.shipping_carrier_code = methods.shippingCarrierCode;
          values.shipping_method_code = methods.shippingMethodCode ?? null;
        }
        if (methods?.paymentMethod !== undefined) {
          const { lines } = await cartTotals(context, cart);
          const offered = (
            await paymentOffers(context, lines.length > 0 && lines.every((l) => l.virtual))
          ).some((m) => m.code === methods.paymentMethod?.method);
          if (!offered) throw methodUnavailable("methods.paymentMethod.method");
          values.payment_method_code = methods.paymentMethod.method;
        }
        if (Object.keys(values).length > 0) await touch(context, cart, values);
        const { cart: fresh } = await findCart(context, request, query.cartId);
        return (await cartTotals(context, fresh)).totals;
      });
    });

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
      parseInput("body", noBody, request.body);
      return withCart(request, query.cartId, async (cart) => {
        hitLimit(context, SHOP_LIMITS.couponCart, String(cart.id));
        const coupon = await findCoupon(context, query.coupon);
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
        await touch(context, cart, { coupon_code: coupon.code });
        return true;
      });
    });

    router.post("/api/cart/delete-coupon", {}, async (request) => {
      const query = parseInput("query", cartQuery, request.query);
      rejectNullBody(request.body);
      parseInput("body", noBody, request.body);
      return withCart(request, query.cartId, async (cart) => {
        await touch(context, cart, { coupon_code: null });
        return true;
      });
    });

    router.get("/api/ext/cart/shipping-countries", {}, async (request) => {
      const query = parseInput(
        "query",
        z.strictObject({ ...commonQuery, cartId: cartIdSchema.optional() }),
        request.query,
      );
      if (query.cartId !== undefined) await findCart(context, request, query.cartId);
      else await services().auth.optionalCustomer(request);
      const allowed = services().config.shippingCountries;
      return (await context.catalog.documents("country")).filter((c) => allowed.includes(String(c.id)));
    });
  },
};
