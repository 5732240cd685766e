import { z } from "zod";
import { carrierAndMethodTogether, cartQuerySchema } from "../cart/cartRequestSchemas.js";
import {
  type CartRow,
  cartIdSchema,
  cartTotals,
  findCart,
  isVirtual,
  paymentOffers,
  shippingOffers,
} from "../cart/cartService.js";
import { touchCart } from "../cart/touchCart.js";
import { withCartLock } from "../cart/withCartLock.js";
import type { RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, issue, parseInput } from "../http/validation.js";
import { addressSchema } from "../shop/addressSchema.js";
import { rejectNullBody } from "../shop/shopLimits.js";
import { shopServices } from "../shop/shopServices.js";

const methodUnavailable = (path: string) =>
  ApiError.invalid([
    issue(
      path,
      "method_unavailable",
      "Ta metoda nie jest dostępna dla tego koszyka.",
      "This method is not available for this cart.",
    ),
  ]);

/**
 * Cart endpoints of api-contract §5.6–§5.10 and §5.12: the totals, the shipping and payment methods on
 * offer, the shipping address and the chosen methods, the countries a cart ships to.
 */
export const cartMethodRoutes: RouteGroup = {
  name: "cart-methods",
  register(router, context) {
    const services = () => shopServices(context);

    router.get("/api/cart/totals", {}, async (request) => {
      const query = parseInput("query", cartQuerySchema, request.query);
      const { cart } = await findCart(context, request, query.cartId);
      return (await cartTotals(context, cart)).totals;
    });

    router.get("/api/cart/payment-methods", {}, async (request) => {
      const query = parseInput("query", cartQuerySchema, request.query);
      const { cart } = await findCart(context, request, query.cartId);
      const { lines } = await cartTotals(context, cart);
      return await paymentOffers(context, isVirtual(lines));
    });

    router.post("/api/cart/shipping-methods", {}, async (request) => {
      const query = parseInput("query", cartQuerySchema, request.query);
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
      const query = parseInput("query", cartQuerySchema, request.query);
      const countries = await services().countries();
      const body = parseInput(
        "body",
        z.strictObject({
          addressInformation: carrierAndMethodTogether(
            z.strictObject({
              shippingAddress: addressSchema({ full: false, camelCountry: true, countries }),
              billingAddress: addressSchema({ full: false, camelCountry: true, countries }).optional(),
              shippingCarrierCode: z.string().min(1).max(64).optional(),
              shippingMethodCode: z.string().min(1).max(64).optional(),
            }),
          ),
        }),
        request.body,
      );
      const info = body.addressInformation;
      return withCartLock(context, request, query.cartId, async (cart) => {
        const country = info.shippingAddress.country_id;
        if (info.shippingCarrierCode !== undefined) {
          const offered = (await shippingOffers(context, country)).some(
            (m) => m.carrier_code === info.shippingCarrierCode && m.method_code === info.shippingMethodCode,
          );
          if (!offered) throw methodUnavailable("addressInformation.shippingMethodCode");
        }
        await touchCart(context, cart, {
          shipping_address: JSON.stringify(info.shippingAddress),
          billing_address: info.billingAddress ? JSON.stringify(info.billingAddress) : cart.billing_address,
          shipping_carrier_code: info.shippingCarrierCode ?? null,
          shipping_method_code: info.shippingMethodCode ?? null,
        });
        const { cart: fresh } = await findCart(context, request, query.cartId);
        const { totals, lines } = await cartTotals(context, fresh);
        return {
          payment_methods: await paymentOffers(context, isVirtual(lines)),
          totals,
        };
      });
    });

    router.post("/api/cart/collect-totals", {}, async (request) => {
      const query = parseInput("query", cartQuerySchema, request.query);
      rejectNullBody(request.body);
      const body = parseInput(
        "body",
        z.union([
          z.undefined(),
          z.strictObject({
            methods: carrierAndMethodTogether(
              z.strictObject({
                paymentMethod: z.strictObject({ method: z.string().min(1).max(64) }).optional(),
                shippingCarrierCode: z.string().min(1).max(64).optional(),
                shippingMethodCode: z.string().min(1).max(64).optional(),
              }),
            ).optional(),
          }),
        ]),
        request.body,
      );
      return withCartLock(context, request, query.cartId, async (cart) => {
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
          const offered = (await paymentOffers(context, isVirtual(lines))).some(
            (m) => m.code === methods.paymentMethod?.method,
          );
          if (!offered) throw methodUnavailable("methods.paymentMethod.method");
          values.payment_method_code = methods.paymentMethod.method;
        }
        if (Object.keys(values).length > 0) await touchCart(context, cart, values);
        const { cart: fresh } = await findCart(context, request, query.cartId);
        return (await cartTotals(context, fresh)).totals;
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
