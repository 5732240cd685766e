import type { OrderRequest } from "@outlet/contract";
import { z } from "zod";
import { productOptionSchema, qtySchema, skuSchema } from "../cart/lineSchemas.js";
import { freeText } from "../http/validation.js";
import { addressSchema } from "../shop/addressSchema.js";

const lineSchema = z.looseObject({
  sku: skuSchema,
  qty: qtySchema,
  parentSku: z.union([skuSchema, z.null(), z.literal("")]).optional(),
  product_option: productOptionSchema.nullable().optional(),
  type_id: z.string().max(32).optional(),
});

/**
 * The body of `POST /api/order` (api-contract §6.1): up to 100 lines, addresses in the shop's countries,
 * the chosen methods, comments and the total the shopper saw. Client prices are accepted but never read.
 *
 * @example
 * const body = parseInput("body", orderRequestSchema(new Set(["PL"])), request.body);
 */
export function orderRequestSchema(countries: ReadonlySet<string>) {
  return z.strictObject({
    order_id: z.string().max(256).optional(),
    user_id: z.union([z.string().max(64), z.number().int(), z.null()]).optional(),
    transmited: z.union([z.boolean(), z.number().int().min(0).max(1)]).optional(),
    created_at: z.string().max(64).optional(),
    updated_at: z.string().max(64).optional(),
    store_code: z.string().max(32).optional(),
    cart_id: z.union([z.string().max(64), z.number().int().min(0), z.null()]).optional(),
    products: z.array(lineSchema).min(1).max(100),
    addressInformation: z.strictObject({
      // issue 32: a store pickup's or a locker's buyer may give a contact only (validateOrderRequest)
      billingAddress: addressSchema({ countries, linesOptional: true }),
      // The phone is optional (issue 12: the checkout marks it optional; deviation from api-contract §6.1).
      shippingAddress: addressSchema({ countries }).optional(),
      shipping_carrier_code: z.string().min(1).max(64).optional(),
      shipping_method_code: z.string().min(1).max(64).optional(),
      payment_method_code: z.string().min(1).max(64),
      payment_method_additional: z.record(z.string().max(64), z.unknown()).optional(),
      // The InPost locker (issue 12): only its code is read, the rest comes from the locker list.
      inpost_locker: z
        .looseObject({ code: z.string().max(16) })
        .nullable()
        .optional(),
      shippingExtraFields: z
        .strictObject({
          delivery_comment: freeText(0, 500).optional(),
          order_comment: freeText(0, 1000).optional(),
        })
        .optional(),
    }),
    expected_grand_total: z.number().min(0).max(1e9).optional(),
    // after-sales-and-law.md §7: the server stores the terms in force and decides whether the digital
    // content consent was needed (prepareOrder)
    consents: z
      .strictObject({
        terms_version: z.string().max(32).optional(),
        digital_immediate_delivery: z.boolean().optional(),
      })
      .optional(),
  }) satisfies z.ZodType<OrderRequest>;
}

/** A validated order request. */
export type OrderBody = z.output<ReturnType<typeof orderRequestSchema>>;
