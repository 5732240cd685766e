import type { OrderAfterSalesAnswer } from "@outlet/contract";
import * as z from "zod/mini";
import { anyRecord, flag, idLike, numberish } from "./coerce.js";

/**
 * An address (api-contract §12.11); `region` may be a string or an object.
 *
 * @example
 * addressSchema.parse({ city: "Gdańsk", country_id: "PL", default_shipping: "1" }).default_shipping // true
 */
export const addressSchema = z.lazy(() =>
  z.looseObject({
    id: z.optional(numberish),
    customer_id: z.optional(numberish),
    firstname: z.optional(z.string()),
    lastname: z.optional(z.string()),
    street: z.optional(z.array(z.string())),
    city: z.optional(z.string()),
    postcode: z.nullish(z.string()),
    country_id: z.optional(z.string()),
    telephone: z.nullish(z.string()),
    email: z.nullish(z.string()),
    company: z.nullish(z.string()),
    vat_id: z.nullish(z.string()),
    region: z.nullish(z.union([z.string(), anyRecord])),
    region_id: z.nullish(numberish),
    default_shipping: z.optional(flag),
    default_billing: z.optional(flag),
  }),
);

/**
 * A customer (api-contract §12.11); `default_billing`/`default_shipping` are address ids as strings.
 *
 * @example
 * customerSchema.parse({ id: "154", email: "anna@example.pl", firstname: "Anna", lastname: "Nowak" }).id // 154
 */
export const customerSchema = z.lazy(() =>
  z.looseObject({
    id: numberish,
    group_id: z.optional(numberish),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    created_at: z.optional(z.string()),
    updated_at: z.optional(z.string()),
    store_id: z.optional(numberish),
    website_id: z.optional(numberish),
    default_billing: z.nullish(idLike),
    default_shipping: z.nullish(idLike),
    extension_attributes: z.optional(z.looseObject({ is_subscribed: z.optional(flag) })),
    addresses: z._default(z.array(addressSchema), []),
    groupToken: z.optional(z.string()),
  }),
);

/**
 * The `meta` of login, refresh and social sign-in (api-contract §4.2–§4.4).
 *
 * @example
 * loginMetaSchema.parse({ refreshToken: "r1", expiresIn: 900 })?.refreshToken // "r1"
 */
export const loginMetaSchema = z.lazy(() =>
  z.optional(
    z.looseObject({
      refreshToken: z.optional(z.string()),
      expiresIn: z.optional(numberish),
      created: z.optional(flag),
    }),
  ),
);

/**
 * Where an order stands after the sale (extension: the API's `@outlet/after-sales` `orderAfterSales`), typed
 * by the contract and checked only for being an object: the pages that read it fall back to the order's own
 * status without it, and a full schema here weighs on every shopper page's first load (the checkout budget).
 *
 * @example
 * orderAfterSalesSchema.parse({ badge: "Zwrócone", … }).badge // "Zwrócone"
 */
export const orderAfterSalesSchema = z.custom<OrderAfterSalesAnswer>(
  (value) => typeof value === "object" && value !== null && "refund" in value && "return" in value,
);

/**
 * An order of the order history (api-contract §12.15).
 *
 * @example
 * orderSchema.parse({ increment_id: "000001042", grand_total: "248.97" }).grand_total // 248.97
 */
export const orderSchema = z.looseObject({
  entity_id: z.optional(numberish),
  increment_id: z.string(),
  order_uuid: z.optional(z.string()),
  created_at: z.optional(z.string()),
  status: z.optional(z.string()),
  state: z.optional(z.string()),
  order_currency_code: z.optional(z.string()),
  customer_email: z.optional(z.string()),
  subtotal: z.optional(numberish),
  subtotal_incl_tax: z.optional(numberish),
  discount_amount: z.optional(numberish),
  shipping_amount: z.optional(numberish),
  shipping_incl_tax: z.optional(numberish),
  tax_amount: z.optional(numberish),
  grand_total: z.optional(numberish),
  coupon_code: z.nullish(z.string()),
  shipping_description: z.nullish(z.string()),
  items: z._default(z.array(anyRecord), []),
  billing_address: z.nullish(anyRecord),
  payment: z.nullish(anyRecord),
  extension_attributes: z.nullish(anyRecord),
  after_sales: z.nullish(orderAfterSalesSchema),
});

/**
 * The order history page (api-contract §4.8).
 *
 * @example
 * orderHistorySchema.parse({ items: [], total_count: 0 }).total_count // 0
 */
export const orderHistorySchema = z.lazy(() =>
  z.looseObject({
    items: z.array(orderSchema),
    total_count: numberish,
    search_criteria: z.optional(z.looseObject({ page_size: numberish, current_page: numberish })),
  }),
);

/**
 * The server wishlist (api-contract §4.12).
 *
 * @example
 * wishlistSchema.parse({ items: [{ product_id: "19" }] }).items[0]?.product_id // 19
 */
export const wishlistSchema = z.lazy(() =>
  z.looseObject({
    items: z.array(
      z.looseObject({
        product_id: numberish,
        sku: z.optional(z.string()),
        qty: z.optional(numberish),
        added_at: z.optional(z.string()),
      }),
    ),
  }),
);
