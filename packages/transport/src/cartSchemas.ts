import type { CartItem, PickupLocation, ProductOption } from "@outlet/contract";
import * as z from "zod";
import { flag, idLike, numberish } from "./coerce.js";

/**
 * The product options of a line (api-contract §5.4) as the server stores them: the configurable choice,
 * custom option values and bundle selections, by id; further keys pass.
 *
 * @example
 * productOptionSchema.parse({ extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: 56 }] } });
 */
export const productOptionSchema = z.looseObject({
  extension_attributes: z
    .looseObject({
      configurable_item_options: z
        .array(z.looseObject({ option_id: idLike, option_value: idLike }))
        .optional(),
      custom_options: z.array(z.looseObject({ option_id: idLike, option_value: z.string() })).optional(),
      bundle_options: z
        .array(
          z.looseObject({
            option_id: idLike,
            option_qty: z.number().optional(),
            option_selections: z.array(z.number()),
          }),
        )
        .optional(),
    })
    .optional(),
}) satisfies z.ZodType<ProductOption>;

/**
 * A server cart line (api-contract §12.12). `quote_id` is the cart id as a string.
 *
 * @example
 * cartItemSchema.parse({ item_id: 4412, sku: "SUK-0193-M", qty: 1, quote_id: 77 }).quote_id // "77"
 */
export const cartItemSchema = z.looseObject({
  item_id: numberish,
  sku: z.string(),
  qty: numberish,
  name: z.string().optional(),
  price: numberish.optional(),
  price_incl_tax: numberish.optional(),
  product_type: z.string().optional(),
  quote_id: idLike.transform(String).optional(),
  product_option: productOptionSchema.nullish(),
}) satisfies z.ZodType<CartItem>;

const optionListSchema = z
  .union([z.string(), z.array(z.looseObject({ label: z.string(), value: z.unknown() }))])
  .nullish()
  .transform((options): { label: string; value: unknown }[] => {
    if (Array.isArray(options)) return options;
    if (typeof options !== "string" || options === "") return [];
    try {
      const parsed: unknown = JSON.parse(options);
      return Array.isArray(parsed) ? (parsed as { label: string; value: unknown }[]) : [];
    } catch {
      return [];
    }
  });

/**
 * A totals segment (api-contract §12.13), rendered in order and never recomputed.
 *
 * @example
 * totalSegmentSchema.parse({ code: "grand_total", title: "Do zapłaty", value: 248.97 }).value // 248.97
 */
export const totalSegmentSchema = z.looseObject({
  code: z.string(),
  title: z.string().nullish(),
  value: numberish.nullish().transform((value) => value ?? 0),
  area: z.string().nullish(),
});

/**
 * Cart totals (api-contract §12.13). `items[].options` arrives as a JSON string or an array and is
 * normalised to an array; `coupon_code` is present only while a coupon is applied (§13.12).
 * @example
 * totalsSchema.parse({ grand_total: 248.97, items: [{ item_id: 1, qty: 2, options: '[{"label":"Rozmiar","value":"M"}]' }] }).items[0]?.options // [{ label: "Rozmiar", value: "M" }]
 */
export const totalsSchema = z.looseObject({
  grand_total: numberish,
  base_grand_total: numberish.optional(),
  subtotal: numberish.optional(),
  subtotal_incl_tax: numberish.optional(),
  discount_amount: numberish.optional(),
  subtotal_with_discount: numberish.optional(),
  shipping_amount: numberish.optional(),
  shipping_incl_tax: numberish.optional(),
  shipping_tax_amount: numberish.optional(),
  tax_amount: numberish.optional(),
  base_currency_code: z.string().optional(),
  quote_currency_code: z.string().optional(),
  coupon_code: z.string().nullish(),
  items_qty: numberish.optional(),
  items: z
    .array(
      z.looseObject({
        item_id: numberish,
        name: z.string().optional(),
        qty: numberish,
        price: numberish.optional(),
        price_incl_tax: numberish.optional(),
        row_total: numberish.optional(),
        row_total_incl_tax: numberish.optional(),
        discount_amount: numberish.optional(),
        tax_amount: numberish.optional(),
        tax_percent: numberish.optional(),
        options: optionListSchema,
      }),
    )
    .default([]),
  total_segments: z.array(totalSegmentSchema).default([]),
});

/**
 * The store a personal-pickup shipping method hands the parcel over in (the reference backend's
 * `pickup_location`, issue 12).
 *
 * @example
 * pickupLocationSchema.parse({ name: "Salon Outlet Gdańsk", street: "ul. Długa", house: "5", postcode: "80-827", city: "Gdańsk", country_id: "PL", opening_hours: [], ready_in: "" }).city // "Gdańsk"
 */
const pickupLocationSchema = z.object({
  name: z.string(),
  street: z.string(),
  house: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_id: z.string(),
  opening_hours: z.array(z.string()).default([]),
  ready_in: z.string().default(""),
}) satisfies z.ZodType<PickupLocation, unknown>;

/**
 * A shipping method (api-contract §12.14).
 *
 * @example
 * shippingMethodSchema.parse({ carrier_code: "flatrate", method_code: "flatrate", available: "1" }).available // true
 */
export const shippingMethodSchema = z.looseObject({
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.string().nullish(),
  method_title: z.string().nullish(),
  amount: numberish.optional(),
  base_amount: numberish.optional(),
  price_excl_tax: numberish.optional(),
  price_incl_tax: numberish.optional(),
  available: flag.optional(),
  error_message: z.string().nullish(),
  default: flag.optional(),
  // a malformed store is dropped, the method stays (then an ordinary delivery to the shopper's address)
  pickup_location: pickupLocationSchema.optional().catch(undefined),
});

/**
 * A payment method (api-contract §12.14).
 *
 * @example
 * paymentMethodSchema.parse({ code: "cashondelivery", title: "Płatność przy odbiorze", cost_incl_tax: 5 }).code
 */
export const paymentMethodSchema = z.looseObject({
  code: z.string(),
  title: z.string(),
  cost_incl_tax: numberish.optional(),
  default: flag.optional(),
});

/**
 * The shipping-information answer (api-contract §5.9).
 *
 * @example
 * shippingInformationSchema.parse({ payment_methods: [], totals: { grand_total: 14.99 } }).totals.grand_total // 14.99
 */
export const shippingInformationSchema = z.looseObject({
  payment_methods: z.array(paymentMethodSchema).default([]),
  totals: totalsSchema,
});

/**
 * A placed order (api-contract §6.1): RB's object with `backendOrderId`, or a number (an LB queue job id).
 * A string result is LB's signature-failure quirk and is not accepted here (§13.3).
 * @example
 * orderResultSchema.parse({ backendOrderId: 1042, orderNumber: "000001042" }); orderResultSchema.parse(991) // LB job id
 */
export const orderResultSchema = z.union([
  z.looseObject({
    backendOrderId: idLike,
    orderNumber: z.string().optional(),
    order_uuid: z.string().optional(),
    transferedAt: z.string().optional(),
    status: z.string().optional(),
    grand_total: numberish.optional(),
    currency: z.string().optional(),
    payment: z.looseObject({ method: z.string().optional(), redirect_url: z.string().optional() }).optional(),
  }),
  z.number(),
]);
