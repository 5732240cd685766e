import { z } from "zod";
import { commonQuery, customIssue } from "../http/validation.js";
import { cartIdSchema } from "./cartService.js";

/** The query of the cart endpoints that address one cart (§5.1): the common parameters and `cartId`. */
export const cartQuerySchema = z.strictObject({ ...commonQuery, cartId: cartIdSchema });

/** A body that must be absent or `{}` (§5.2, §5.11). */
export const emptyBodySchema = z.union([z.undefined(), z.strictObject({})]);

/**
 * `schema` refined so the carrier and method codes come together or not at all (§5.9, §5.10), else a 400
 * `conflict` at the object.
 *
 * @example
 * carrierAndMethodTogether(z.strictObject({ shippingCarrierCode: code.optional(), shippingMethodCode: code.optional() }));
 */
export function carrierAndMethodTogether<
  TSchema extends z.ZodType<{
    shippingCarrierCode?: string | undefined;
    shippingMethodCode?: string | undefined;
  }>,
>(schema: TSchema) {
  return schema.refine(
    (a) => (a.shippingCarrierCode === undefined) === (a.shippingMethodCode === undefined),
    customIssue(
      "conflict",
      "Podaj kod przewoźnika i kod metody razem albo wcale.",
      "Send the carrier and method codes together or not at all.",
    ),
  );
}
