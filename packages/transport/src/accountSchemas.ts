import * as z from "zod";
import { anyRecord, flag, idLike, numberish } from "./coerce.js";

/**
 * An address (api-contract §12.11); `region` may be a string or an object.
 *
 * @example
 * addressSchema.parse({ city: "Gdańsk", country_id: "PL", default_shipping: "1" }).default_shipping // true
 */
export const addressSchema = z.looseObject({
  id: numberish.optional(),
  customer_id: numberish.optional(),
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  street: z.array(z.string()).optional(),
  city: z.string().optional(),
  postcode: z.string().nullish(),
  country_id: z.string().optional(),
  telephone: z.string().nullish(),
  email: z.string().nullish(),
  company: z.string().nullish(),
  vat_id: z.string().nullish(),
  region: z.union([z.string(), anyRecord]).nullish(),
  region_id: numberish.nullish(),
  default_shipping: flag.optional(),
  default_billing: flag.optional(),
});

/**
 * A customer (api-contract §12.11); `default_billing`/`default_shipping` are address ids as strings.
 *
 * @example
 * customerSchema.parse({ id: "154", email: "anna@example.pl", firstname: "Anna", lastname: "Nowak" }).id // 154
 */
export const customerSchema = z.looseObject({
  id: numberish,
  group_id: numberish.optional(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  store_id: numberish.optional(),
  website_id: numberish.optional(),
  default_billing: idLike.nullish(),
  default_shipping: idLike.nullish(),
  extension_attributes: z.looseObject({ is_subscribed: flag.optional() }).optional(),
  addresses: z.array(addressSchema).default([]),
  groupToken: z.string().optional(),
});

/**
 * The `meta` of login, refresh and social sign-in (api-contract §4.2–§4.4).
 *
 * @example
 * loginMetaSchema.parse({ refreshToken: "r1", expiresIn: 900 })?.refreshToken // "r1"
 */
export const loginMetaSchema = z
  .looseObject({
    refreshToken: z.string().optional(),
    expiresIn: numberish.optional(),
    created: flag.optional(),
  })
  .optional();

/**
 * An order of the order history (api-contract §12.15).
 *
 * @example
 * orderSchema.parse({ increment_id: "000001042", grand_total: "248.97" }).grand_total // 248.97
 */
export const orderSchema = z.looseObject({
  entity_id: numberish.optional(),
  increment_id: z.string(),
  order_uuid: z.string().optional(),
  created_at: z.string().optional(),
  status: z.string().optional(),
  state: z.string().optional(),
  order_currency_code: z.string().optional(),
  customer_email: z.string().optional(),
  subtotal: numberish.optional(),
  subtotal_incl_tax: numberish.optional(),
  discount_amount: numberish.optional(),
  shipping_amount: numberish.optional(),
  shipping_incl_tax: numberish.optional(),
  tax_amount: numberish.optional(),
  grand_total: numberish.optional(),
  coupon_code: z.string().nullish(),
  shipping_description: z.string().nullish(),
  items: z.array(anyRecord).default([]),
  billing_address: anyRecord.nullish(),
  payment: anyRecord.nullish(),
  extension_attributes: anyRecord.nullish(),
});

/**
 * The order history page (api-contract §4.8).
 *
 * @example
 * orderHistorySchema.parse({ items: [], total_count: 0 }).total_count // 0
 */
export const orderHistorySchema = z.looseObject({
  items: z.array(orderSchema),
  total_count: numberish,
  search_criteria: z.looseObject({ page_size: numberish, current_page: numberish }).optional(),
});

/**
 * The server wishlist (api-contract §4.12).
 *
 * @example
 * wishlistSchema.parse({ items: [{ product_id: "19" }] }).items[0]?.product_id // 19
 */
export const wishlistSchema = z.looseObject({
  items: z.array(
    z.looseObject({
      product_id: numberish,
      sku: z.string().optional(),
      qty: numberish.optional(),
      added_at: z.string().optional(),
    }),
  ),
});
