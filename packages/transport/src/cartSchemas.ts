import type { CartItem, PickupLocation, ProductOption } from "@outlet/contract";
import * as z from "zod/mini";
import { flag, idLike, numberish } from "./coerce.js";

/**
 * The product options of a line (api-contract §5.4) as the server stores them: the configurable choice,
 * custom option values and bundle selections, by id; further keys pass.
 *
 * @example
 * productOptionSchema.parse({ extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: 56 }] } });
 */
export const productOptionSchema = z.lazy(
  () =>
    z.looseObject({
      extension_attributes: z.optional(
        z.looseObject({
          configurable_item_options: z.optional(
            z.array(z.looseObject({ option_id: idLike, option_value: idLike })),
          ),
          custom_options: z.optional(z.array(z.looseObject({ option_id: idLike, option_value: z.string() }))),
          bundle_options: z.optional(
            z.array(
              z.looseObject({
                option_id: idLike,
                option_qty: z.optional(z.number()),
                option_selections: z.array(z.number()),
              }),
            ),
          ),
        }),
      ),
    }) satisfies z.ZodMiniType<ProductOption>,
);

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
  name: z.optional(z.string()),
  price: z.optional(numberish),
  price_incl_tax: z.optional(numberish),
  product_type: z.optional(z.string()),
  quote_id: z.optional(z.pipe(idLike, z.transform(String))),
  product_option: z.nullish(productOptionSchema),
}) satisfies z.ZodMiniType<CartItem>;

const optionListSchema = z.lazy(() =>
  z.pipe(
    z.nullish(z.union([z.string(), z.array(z.looseObject({ label: z.string(), value: z.unknown() }))])),
    z.transform((options): { label: string; value: unknown }[] => {
      if (Array.isArray(options)) return options;
      if (typeof options !== "string" || options === "") return [];
      try {
        const parsed: unknown = JSON.parse(options);
        return Array.isArray(parsed) ? (parsed as { label: string; value: unknown }[]) : [];
      } catch {
        return [];
      }
    }),
  ),
);

/**
 * A totals segment (api-contract §12.13), rendered in order and never recomputed.
 *
 * @example
 * totalSegmentSchema.parse({ code: "grand_total", title: "Do zapłaty", value: 248.97 }).value // 248.97
 */
export const totalSegmentSchema = z.lazy(() =>
  z.looseObject({
    code: z.string(),
    title: z.nullish(z.string()),
    value: z.pipe(
      z.nullish(numberish),
      z.transform((value) => value ?? 0),
    ),
    area: z.nullish(z.string()),
  }),
);

/**
 * Cart totals (api-contract §12.13). `items[].options` arrives as a JSON string or an array and is
 * normalised to an array; `coupon_code` is present only while a coupon is applied (§13.12).
 * @example
 * totalsSchema.parse({ grand_total: 248.97, items: [{ item_id: 1, qty: 2, options: '[{"label":"Rozmiar","value":"M"}]' }] }).items[0]?.options // [{ label: "Rozmiar", value: "M" }]
 */
export const totalsSchema = z.lazy(() =>
  z.looseObject({
    grand_total: numberish,
    base_grand_total: z.optional(numberish),
    subtotal: z.optional(numberish),
    subtotal_incl_tax: z.optional(numberish),
    discount_amount: z.optional(numberish),
    subtotal_with_discount: z.optional(numberish),
    shipping_amount: z.optional(numberish),
    shipping_incl_tax: z.optional(numberish),
    shipping_tax_amount: z.optional(numberish),
    tax_amount: z.optional(numberish),
    base_currency_code: z.optional(z.string()),
    quote_currency_code: z.optional(z.string()),
    coupon_code: z.nullish(z.string()),
    items_qty: z.optional(numberish),
    items: z._default(
      z.array(
        z.looseObject({
          item_id: numberish,
          name: z.optional(z.string()),
          qty: numberish,
          price: z.optional(numberish),
          price_incl_tax: z.optional(numberish),
          row_total: z.optional(numberish),
          row_total_incl_tax: z.optional(numberish),
          discount_amount: z.optional(numberish),
          tax_amount: z.optional(numberish),
          tax_percent: z.optional(numberish),
          options: optionListSchema,
        }),
      ),
      [],
    ),
    total_segments: z._default(z.array(totalSegmentSchema), []),
  }),
);

/**
 * The answer of `cart/update` (§5.4 as amended, issue 30): the stored line, the cart's totals after it and,
 * when the update opened the cart, the cart's id (a guest string or a customer number, kept verbatim).
 */
export const cartUpdateSchema = z.lazy(() =>
  z.looseObject({
    ...cartItemSchema.def.shape,
    cart_id: z.optional(idLike),
    totals: z.optional(totalsSchema),
  }),
);

/**
 * The store a personal-pickup shipping method hands the parcel over in (the reference backend's
 * `pickup_location`, issue 12).
 *
 * @example
 * pickupLocationSchema.parse({ name: "Salon Outlet Gdańsk", street: "ul. Długa", house: "5", postcode: "80-827", city: "Gdańsk", country_id: "PL", opening_hours: [], ready_in: "" }).city // "Gdańsk"
 */
const pickupLocationSchema = z.lazy(
  () =>
    z.object({
      name: z.string(),
      street: z.string(),
      house: z.string(),
      postcode: z.string(),
      city: z.string(),
      country_id: z.string(),
      opening_hours: z._default(z.array(z.string()), []),
      ready_in: z._default(z.string(), ""),
    }) satisfies z.ZodMiniType<PickupLocation, unknown>,
);

/**
 * A shipping method (api-contract §12.14).
 *
 * @example
 * shippingMethodSchema.parse({ carrier_code: "flatrate", method_code: "flatrate", available: "1" }).available // true
 */
export const shippingMethodSchema = z.lazy(() =>
  z.looseObject({
    carrier_code: z.string(),
    method_code: z.string(),
    carrier_title: z.nullish(z.string()),
    method_title: z.nullish(z.string()),
    amount: z.optional(numberish),
    base_amount: z.optional(numberish),
    price_excl_tax: z.optional(numberish),
    price_incl_tax: z.optional(numberish),
    available: z.optional(flag),
    error_message: z.nullish(z.string()),
    default: z.optional(flag),
    // a malformed store is dropped, the method stays (then an ordinary delivery to the shopper's address)
    pickup_location: z.catch(z.optional(pickupLocationSchema), undefined),
  }),
);

/**
 * A payment method (api-contract §12.14).
 *
 * @example
 * paymentMethodSchema.parse({ code: "cashondelivery", title: "Płatność przy odbiorze", cost_incl_tax: 5 }).code
 */
export const paymentMethodSchema = z.lazy(() =>
  z.looseObject({
    code: z.string(),
    title: z.string(),
    cost_incl_tax: z.optional(numberish),
    default: z.optional(flag),
  }),
);

/**
 * The shipping-information answer (api-contract §5.9).
 *
 * @example
 * shippingInformationSchema.parse({ payment_methods: [], totals: { grand_total: 14.99 } }).totals.grand_total // 14.99
 */
export const shippingInformationSchema = z.lazy(() =>
  z.looseObject({
    payment_methods: z._default(z.array(paymentMethodSchema), []),
    totals: totalsSchema,
  }),
);

/**
 * A placed order (api-contract §6.1): RB's object with `backendOrderId`, or a number (an LB queue job id).
 * A string result is LB's signature-failure quirk and is not accepted here (§13.3).
 * @example
 * orderResultSchema.parse({ backendOrderId: 1042, orderNumber: "000001042" }); orderResultSchema.parse(991) // LB job id
 */
export const orderResultSchema = z.lazy(() =>
  z.union([
    z.looseObject({
      backendOrderId: idLike,
      orderNumber: z.optional(z.string()),
      order_uuid: z.optional(z.string()),
      transferedAt: z.optional(z.string()),
      status: z.optional(z.string()),
      grand_total: z.optional(numberish),
      currency: z.optional(z.string()),
      payment: z.optional(
        z.looseObject({ method: z.optional(z.string()), redirect_url: z.optional(z.string()) }),
      ),
    }),
    z.number(),
  ]),
);
