import type {
  CartItemRemoval,
  CartItemInput as ContractCartItemInput,
  ShippingInformationAddress as ContractShippingInformationAddress,
  ShippingMethodsAddress as ContractShippingMethodsAddress,
  OrderRequest,
  ProductOption,
} from "@outlet/contract";
import * as z from "zod/mini";
import { orderSchema } from "./accountSchemas.js";
import {
  cartItemSchema,
  cartUpdateSchema,
  orderResultSchema,
  paymentMethodSchema,
  shippingInformationSchema,
  shippingMethodSchema,
  totalsSchema,
} from "./cartSchemas.js";
import { idLike, numberish } from "./coerce.js";
import { countrySchema } from "./contentSchemas.js";
import type { Country } from "./createSiteApi.js";
import type { Transport } from "./createTransport.js";
import { HttpError } from "./transportError.js";

/**
 * A server cart line (api-contract §12.12).
 *
 * @example
 * const lines: readonly CartItem[] = await client.cart.pull();
 */
export type CartItem = z.output<typeof cartItemSchema>;
/**
 * Cart totals with `items[].options` as an array (api-contract §12.13).
 *
 * @example
 * const totals: Totals = await client.cart.totals(); totals.total_segments.map((s) => s.title);
 */
export type Totals = z.output<typeof totalsSchema>;
/**
 * The answer of `cart/update`: the stored line, the cart's totals after it when the backend sends them, and
 * `cart_id` when the update opened the cart (issue 30).
 *
 * @example
 * const { cart_id, totals }: CartUpdateResult = await client.cart.open({ sku: "SZA-2892", qty: 1 });
 */
export type CartUpdateResult = z.output<typeof cartUpdateSchema>;
/**
 * A shipping method (api-contract §12.14).
 *
 * @example
 * const methods: readonly ShippingMethod[] = await client.cart.shippingMethods({ country_id: "PL" });
 */
export type ShippingMethod = z.output<typeof shippingMethodSchema>;
/**
 * A payment method (api-contract §12.14).
 *
 * @example
 * const methods: readonly PaymentMethod[] = await client.cart.paymentMethods();
 */
export type PaymentMethod = z.output<typeof paymentMethodSchema>;
/**
 * The shipping-information answer (api-contract §5.9).
 *
 * @example
 * const { payment_methods, totals }: ShippingInformation = await client.cart.shippingInformation({ shippingAddress: { countryId: "PL" } });
 */
export type ShippingInformation = z.output<typeof shippingInformationSchema>;
/**
 * A cart id: a guest string or a customer number, kept verbatim (api-contract §13.5).
 *
 * @example
 * const guest: CartId = "aZ3aZ3aZ3aZ3aZ3aZ3aZ3aZ3aZ3aZ3aZ"; const customer: CartId = 1042;
 */
export type CartId = string | number;

/**
 * The product options of a cart line (api-contract §5.4).
 *
 * @example
 * const option: ProductOptionInput = { extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: 56 }] } };
 */
export type ProductOptionInput = ProductOption;

/**
 * A line to add (without `item_id`) or whose quantity to set (with `item_id`) (api-contract §5.4).
 *
 * @example
 * const line: CartItemInput = { sku: "SUK-0193", qty: 1 };
 */
export type CartItemInput = ContractCartItemInput;

/**
 * An address of the shipping-methods call: only `country_id` is required (api-contract §5.8).
 *
 * @example
 * const address: ShippingMethodsAddress = { country_id: "PL", postcode: "80-827" };
 */
export type ShippingMethodsAddress = ContractShippingMethodsAddress;

/**
 * A shipping-information address in LB's camelCase shape (api-contract §5.9).
 *
 * @example
 * const address: ShippingInformationAddress = { countryId: "PL", city: "Kraków", postcode: "31-042" };
 */
export type ShippingInformationAddress = ContractShippingInformationAddress;

const trueResult = z.unknown();

/**
 * The server cart (api-contract §5, transactions §7). Every call except `create` and `shippingCountries`
 * needs a cart id from the configured provider; without one it fails locally with a `CartIdRequiredError`
 * (§1.5). Guest ids are strings, customer ids numbers, both kept verbatim (§13.5).
 *
 * @example
 * const cart = createCartApi(transport);
 * const cartId = await cart.create();
 * const lines = await cart.pull();
 */
export function createCartApi(transport: Transport) {
  return {
    /**
     * `POST /api/cart/create` (token optional, §5.2) → a guest id (string) or the customer's cart id
     * (number). On a 401 the storefront retries with `{ guest: true }`, which sends no token.
     * @example const id = await cart.create(); const guestId = await cart.create({ guest: true });
     */
    async create(options: { readonly guest?: boolean } = {}): Promise<CartId> {
      return (
        await transport.call({
          endpoint: "cartCreate",
          method: "POST",
          schema: idLike,
          ...(options.guest ? { anonymous: true } : {}),
        })
      ).result;
    },
    /**
     * The server lines (`GET /api/cart/pull`, §5.3).
     * @example const lines = await cart.pull();
     */
    async pull(): Promise<readonly CartItem[]> {
      return (await transport.call({ endpoint: "cartPull", method: "GET", schema: z.array(cartItemSchema) }))
        .result;
    },
    /**
     * Adds a line or sets its quantity (`POST /api/cart/update {cartItem}`, §5.4) → the stored line, with the
     * cart's totals when the backend sends them (issue 30).
     * @example await cart.update({ sku: "SUK-0193", qty: 1, product_option: { extension_attributes: { configurable_item_options: [{ option_id: "93", option_value: 56 }] } } });
     */
    async update(cartItem: CartItemInput): Promise<CartUpdateResult> {
      return (
        await transport.call({
          endpoint: "cartUpdate",
          method: "POST",
          json: { cartItem },
          schema: cartUpdateSchema,
        })
      ).result;
    },
    /**
     * Adds the first line without a cart (`POST /api/cart/update` without `cartId`, §5.4 as amended by
     * after-sales-and-law.md "The cart round trips"): the backend opens the cart (a guest's, or with a token
     * the customer's) and answers its id as `cart_id`, with the line and the totals. Needs no cart id.
     * @example const { cart_id, totals } = await cart.open({ sku: "SZA-2892", qty: 1 });
     */
    async open(cartItem: CartItemInput): Promise<CartUpdateResult> {
      return (
        await transport.call({
          endpoint: "cartOpen",
          method: "POST",
          json: { cartItem },
          schema: cartUpdateSchema,
        })
      ).result;
    },
    /**
     * Removes a line (`POST /api/cart/delete {cartItem}`, §5.5).
     * @example await cart.delete({ item_id: 4412 });
     */
    async delete(cartItem: CartItemRemoval): Promise<true> {
      await transport.call({
        endpoint: "cartDelete",
        method: "POST",
        json: { cartItem },
        schema: trueResult,
      });
      return true;
    },
    /**
     * Totals (`GET /api/cart/totals`, §5.6); segments in the backend's order.
     * @example const { grand_total, total_segments } = await cart.totals();
     */
    async totals(): Promise<Totals> {
      return (await transport.call({ endpoint: "cartTotals", method: "GET", schema: totalsSchema })).result;
    },
    /**
     * Payment methods available for the cart (`GET /api/cart/payment-methods`, §5.7).
     * @example const methods = await cart.paymentMethods();
     */
    async paymentMethods(): Promise<readonly PaymentMethod[]> {
      return (
        await transport.call({
          endpoint: "cartPaymentMethods",
          method: "GET",
          schema: z.array(paymentMethodSchema),
        })
      ).result;
    },
    /**
     * Shipping methods for an address (`POST /api/cart/shipping-methods {address}`, §5.8); `[]` when the
     * country cannot be shipped to.
     * @example const methods = await cart.shippingMethods({ country_id: "PL" });
     */
    async shippingMethods(address: ShippingMethodsAddress): Promise<readonly ShippingMethod[]> {
      return (
        await transport.call({
          endpoint: "cartShippingMethods",
          method: "POST",
          json: { address },
          schema: z.array(shippingMethodSchema),
        })
      ).result;
    },
    /**
     * Stores the address and method (`POST /api/cart/shipping-information {addressInformation}`, §5.9) →
     * payment methods and totals.
     * @example await cart.shippingInformation({ shippingAddress: { countryId: "PL" }, shippingCarrierCode: "courier", shippingMethodCode: "standard" });
     */
    async shippingInformation(addressInformation: {
      readonly shippingAddress: ShippingInformationAddress;
      readonly billingAddress?: ShippingInformationAddress;
      readonly shippingCarrierCode?: string;
      readonly shippingMethodCode?: string;
    }): Promise<ShippingInformation> {
      return (
        await transport.call({
          endpoint: "cartShippingInformation",
          method: "POST",
          json: { addressInformation },
          schema: shippingInformationSchema,
        })
      ).result;
    },
    /**
     * Stores method selections and returns totals (`POST /api/cart/collect-totals`, §5.10).
     * @example await cart.collectTotals({ paymentMethod: { method: "cashondelivery" }, shippingCarrierCode: "courier", shippingMethodCode: "standard" });
     */
    async collectTotals(methods?: {
      readonly paymentMethod?: { readonly method: string };
      readonly shippingCarrierCode?: string;
      readonly shippingMethodCode?: string;
    }): Promise<Totals> {
      return (
        await transport.call({
          endpoint: "cartCollectTotals",
          method: "POST",
          json: methods ? { methods } : {},
          schema: totalsSchema,
        })
      ).result;
    },
    /**
     * Applies a coupon (`POST /api/cart/apply-coupon?coupon=`, URL-encoded, §5.11). Success is `code` 200
     * whatever `result` is (§13.5); an invalid coupon is a 400 `coupon_invalid` HttpError.
     * @example await cart.applyCoupon("LATO10");
     */
    async applyCoupon(coupon: string): Promise<true> {
      await transport.call({
        endpoint: "cartApplyCoupon",
        method: "POST",
        params: { coupon },
        schema: trueResult,
      });
      return true;
    },
    /**
     * Removes the coupon (`POST /api/cart/delete-coupon`, §5.11); 200 also when none was set.
     * @example await cart.deleteCoupon();
     */
    async deleteCoupon(): Promise<true> {
      await transport.call({ endpoint: "cartDeleteCoupon", method: "POST", schema: trueResult });
      return true;
    },
    /**
     * Countries the cart can be shipped to (`GET /api/ext/cart/shipping-countries`, §5.12); the cart id is
     * sent when known.
     * @example const countries = await cart.shippingCountries();
     */
    async shippingCountries(): Promise<readonly Country[]> {
      const cartId = await transport.currentCartId();
      return (
        await transport.call({
          endpoint: "cartShippingCountries",
          method: "GET",
          query: { cartId: cartId === undefined ? undefined : String(cartId) },
          schema: z.array(countrySchema),
        })
      ).result;
    },
  };
}

/**
 * The cart calls bound to one transport.
 *
 * @example
 * const cart: CartApi = createCartApi(transport);
 */
export type CartApi = ReturnType<typeof createCartApi>;

/**
 * A placed order: RB's order object, or an LB queue job id (api-contract §6.1, §13.3).
 *
 * @example
 * const placed: PlacedOrder = await client.order.place(body, { idempotencyKey }); if (placed.kind === "order") redirect(placed.order.payment?.redirect_url);
 */
export type PlacedOrder =
  | { readonly kind: "order"; readonly order: Exclude<z.output<typeof orderResultSchema>, number> }
  | { readonly kind: "job"; readonly jobId: number };

/**
 * The order body (api-contract §6.1); product lines may carry full product documents, which RB ignores.
 *
 * @example
 * const body: OrderInput = { products: [{ sku: "SUK-0193-M", qty: 1 }], addressInformation: { billingAddress: { email: "anna@example.pl" }, payment_method_code: "banktransfer" } };
 */
export type OrderInput = OrderRequest;

const orderViewSchema = z.lazy(() =>
  z.extend(orderSchema, {
    bank_transfer: z.nullish(
      z.looseObject({
        account_number: z.string(),
        recipient: z.string(),
        title: z.string(),
        amount: numberish,
        /** The last day to pay (`YYYY-MM-DD`, Warsaw), s23; absent or null for older orders. */
        pay_by: z.nullish(z.string()),
      }),
    ),
  }),
);

/**
 * An order as its page shows it: the §12.15 document plus the bank-transfer details (or null).
 *
 * @example
 * const order: OrderView = await client.order.view("000001042", { secret });
 */
export type OrderView = z.output<typeof orderViewSchema>;

/**
 * Placing an order (api-contract §6, §13.3).
 *
 * @example
 * const order = createOrderApi(transport);
 * const placed = await order.place(body, { idempotencyKey: `${now}-${uuid}` });
 */
export function createOrderApi(transport: Transport) {
  return {
    /**
     * `POST /api/order` with the idempotency key as both the `Idempotency-Key` header and `order_id`, the
     * token (configured placement) and `user_id` (the customer id as a string, or `""`, for LB). A `code`
     * 200 whose `result` is a string (LB's signature failure) is an order failure: an `HttpError` with
     * status 200 and that message. Only a 400 is final; retry anything else with the same key.
     * @example const placed = await order.place(body, { idempotencyKey, userId: "154" });
     */
    async place(
      input: OrderInput,
      options: { readonly idempotencyKey: string; readonly userId?: string | number | null },
    ): Promise<PlacedOrder> {
      const body = {
        ...input,
        order_id: options.idempotencyKey,
        user_id: options.userId === null || options.userId === undefined ? "" : String(options.userId),
        ...(input.cart_id === undefined ? {} : { cart_id: String(input.cart_id) }),
      };
      const { result } = await transport.call({
        endpoint: "order",
        method: "POST",
        json: body,
        headers: { "Idempotency-Key": options.idempotencyKey },
        schema: z.union([orderResultSchema, z.string()]),
      });
      if (typeof result === "string") {
        throw new HttpError(200, { method: "POST", path: "/api/order" }, { code: 200, result });
      }
      return typeof result === "number" ? { kind: "job", jobId: result } : { kind: "order", order: result };
    },

    /**
     * `GET /api/ext/order/{orderNumber}` (RB extension): the order page's data for the customer who placed
     * it (the token) or, with `secret`, for the guest holding the order's link. Another customer's order or
     * a wrong secret is a 404 `HttpError`.
     * @example const order = await order.view("000001042", { secret });
     */
    async view(orderNumber: string, options: { readonly secret?: string } = {}): Promise<OrderView> {
      return (
        await transport.call({
          endpoint: "orderView",
          method: "GET",
          params: { orderNumber },
          ...(options.secret ? { query: { secret: options.secret } } : {}),
          schema: orderViewSchema,
        })
      ).result;
    },

    /**
     * `POST /api/ext/order/{orderNumber}/payment` (RB extension, issue 12): starts a new online payment
     * attempt for an unpaid order ("Zapłać ponownie") and answers the payment site's address. The guest
     * sends the order's secret, a customer the token. A paid or non-online order is a 400 `HttpError`.
     * @example const { redirect_url } = await order.pay("000001042", { secret }); location.assign(redirect_url);
     */
    async pay(
      orderNumber: string,
      options: { readonly secret?: string } = {},
    ): Promise<{ readonly redirect_url: string }> {
      return (
        await transport.call({
          endpoint: "orderPayment",
          method: "POST",
          params: { orderNumber },
          json: options.secret ? { secret: options.secret } : {},
          schema: z.looseObject({ redirect_url: z.url() }),
        })
      ).result;
    },
  };
}

/**
 * The order call bound to one transport.
 *
 * @example
 * const order: OrderApi = createOrderApi(transport);
 */
export type OrderApi = ReturnType<typeof createOrderApi>;
